import { successBody } from "#contracts/envelope.ts";
import { EDITOR_IMAGE_MAX_BYTES, editorUploaded, editorUploadForm } from "#contracts/rich-text.ts";
import { z } from "#contracts/zod.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { MULTIPART_OVERHEAD_BYTES, readUpload } from "#server/http/multipart.ts";
import { attachmentTypes, discardIncoming, openAttachment, publishEditorImage, receiveEditorImage } from "./attachments.service.ts";

const UPLOAD_MAX_BYTES = EDITOR_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Images for rich text and news covers: uploaded by administrators, served to everyone. */
export function attachmentsRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/attachments/editor"],
      tag: "Attachments",
      summary:
        "Upload an image for the rich-text editor or a news cover (JPEG, PNG, GIF or WebP, at most 10 MB). It must decode as an image; it is turned upright, scaled to at most 1600 px wide and stripped of metadata. Returns its public URL; its AVIF and WebP variants follow within seconds (a job).",
      access: ["administrator"],
      multipart: { schema: editorUploadForm, maxBytes: UPLOAD_MAX_BYTES },
      response: successBody(editorUploaded),
      status: 201,
      errors: ["PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
    },
    async ({ user, c }) => {
      const deps = c.var.deps;
      const upload = await readUpload(c, {
        fileField: "file",
        fields: [],
        maxBodyBytes: UPLOAD_MAX_BYTES,
        onFile: (stream) => receiveEditorImage(deps, stream),
        discard: (file) => discardIncoming(deps, file),
      });
      return { data: await publishEditorImage(deps, user, upload.file) };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/attachments/:file"],
      tag: "Attachments",
      summary: "A published image by its random file name; cached for a year (a file never changes).",
      access: "public",
      params: z.object({ file: z.string() }),
      response: z.string(),
      responseTypes: attachmentTypes,
      errors: ["NOT_FOUND"],
    },
    async ({ params, c }) => {
      const image = await openAttachment(c.var.deps, params.file);
      return c.body(image.stream, 200, {
        "Content-Type": image.contentType,
        "Content-Length": String(image.bytes),
        "Cache-Control": "public, max-age=31536000, immutable",
      });
    },
  );
}
