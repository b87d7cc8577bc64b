import { getAttachmentsFile, postAttachmentsEditor } from "#contracts/attachments.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { readUpload } from "#server/http/multipart.ts";
import { discardIncoming, openAttachment, publishEditorImage, receiveEditorImage } from "./attachments.service.ts";

export function attachmentsRoutes(api: ApiRouter) {
  api.handle(postAttachmentsEditor, async ({ user, c }) => {
    const deps = c.var.deps;
    const upload = await readUpload(c, {
      fileField: "file",
      fields: [],
      maxBodyBytes: postAttachmentsEditor.multipart.maxBytes,
      onFile: (stream) => receiveEditorImage(deps, stream),
      discard: (file) => discardIncoming(deps, file),
    });
    return { data: await publishEditorImage(deps, user, upload.file) };
  });
  api.handle(getAttachmentsFile, async ({ params, c }) => {
    const image = await openAttachment(c.var.deps, params.file);
    return c.body(image.stream, 200, {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
