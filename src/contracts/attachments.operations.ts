import { successBody } from "./envelope.ts";
import { attachmentMediaTypes } from "./media-types.ts";
import { defineOperation, MULTIPART_OVERHEAD_BYTES } from "./operation.ts";
import { EDITOR_IMAGE_MAX_BYTES, editorUploaded, editorUploadForm } from "./rich-text.ts";
import { z } from "./zod.ts";

// Images for rich text and news covers: uploaded by administrators, served to everyone.

export const postAttachmentsEditor = defineOperation({
  method: "post",
  paths: ["/attachments/editor"],
  tag: "Attachments",
  summary:
    "Upload an image for the rich-text editor or a news cover (JPEG, PNG, GIF or WebP, at most 10 MB). It must decode as an image; it is turned upright, scaled to at most 1600 px wide and stripped of metadata. Returns its public URL; its AVIF and WebP variants follow within seconds (a job).",
  access: ["administrator"],
  multipart: { schema: editorUploadForm, maxBytes: EDITOR_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES },
  response: successBody(editorUploaded),
  status: 201,
  errors: ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
});

export const getAttachmentsFile = defineOperation({
  method: "get",
  paths: ["/attachments/:file"],
  tag: "Attachments",
  summary: "A published image by its random file name; cached for a year (a file never changes).",
  access: "public",
  params: z.object({ file: z.string() }),
  response: z.string(),
  responseTypes: Object.values(attachmentMediaTypes),
  errors: ["NOT_FOUND"],
});
