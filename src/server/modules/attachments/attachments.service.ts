import path from "node:path";
import { Readable } from "node:stream";
import sharp, { type OutputInfo } from "sharp";
import { EDITOR_IMAGE_MAX_BYTES, EDITOR_IMAGE_MAX_WIDTH, attachmentUrl, type EditorUploaded } from "#contracts/rich-text.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { FileRejectedError, FileTooLargeError, fileStore, type OpenedFile, type StoredFile } from "#server/lib/storage.ts";

/** Uploads land here first (private), and only a decoded, re-encoded copy is ever published. */
const INCOMING = "editor-incoming";
/** Published images, served by GET /attachments/{file} under their random name. */
const ATTACHMENTS = "attachments";
/** Decoding stops beyond this many pixels (a small file can still claim a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;

const privateFiles = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "private"));
const publicFiles = (deps: Pick<Deps, "config">) => fileStore(path.join(deps.config.DATA_DIR, "public"));

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);

/** JPEG, PNG, GIF or WebP by the first bytes; the name and declared type are never trusted. */
function editorImageKind(head: Uint8Array): string | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

const invalidFile = () => new ApiError("UNPROCESSABLE", { messageKey: "attachments.invalidImage", details: [{ path: "file", messageKey: "attachments.invalidImage" }] });

/** Streams the upload to private storage: at most 10 MB (reading stops there), an image by its first bytes. */
export async function receiveEditorImage(deps: Pick<Deps, "config">, stream: AsyncIterable<Uint8Array>): Promise<StoredFile> {
  try {
    return await privateFiles(deps).save(INCOMING, stream, { maxBytes: EDITOR_IMAGE_MAX_BYTES, headBytes: 12, detect: editorImageKind });
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new ApiError("PAYLOAD_TOO_LARGE", { messageKey: "errors.fileTooLarge", vars: { mb: EDITOR_IMAGE_MAX_BYTES / 1024 / 1024 } });
    }
    if (error instanceof FileRejectedError) throw invalidFile();
    throw error;
  }
}

export function discardIncoming(deps: Pick<Deps, "config">, file: StoredFile): Promise<void> {
  return privateFiles(deps).remove(INCOMING, file.id);
}

/**
 * Decodes the received image (a file that does not decode is refused), turns it upright, scales it down to the
 * largest width, drops its metadata (camera, place) and re-encodes it: PNG and GIF as PNG, others as JPEG.
 * Only that copy is published; the received file is always deleted.
 */
export async function publishEditorImage(deps: Deps, actor: AuthUser, file: StoredFile | undefined): Promise<EditorUploaded> {
  if (!file) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "file", messageKey: "validation.required.file" }] });
  try {
    const opened = await privateFiles(deps).open(INCOMING, file.id);
    if (!opened) throw invalidFile();
    const keepsAlpha = /\.(png|gif)$/.test(file.id);
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.fromWeb(opened.stream as never)) chunks.push(chunk as Buffer);
    let output: { data: Buffer; info: OutputInfo };
    try {
      const image = sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: EDITOR_IMAGE_MAX_WIDTH, withoutEnlargement: true });
      output = await (keepsAlpha ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    } catch {
      throw invalidFile();
    }
    const stored = await publicFiles(deps).save(ATTACHMENTS, Readable.from([output.data]), {
      maxBytes: Number.MAX_SAFE_INTEGER,
      headBytes: 12,
      detect: (head) => (editorImageKind(head) === "png" ? "png" : "jpg"),
    });
    try {
      await deps.db.transaction().execute((trx) =>
        recordAudit(trx, deps.clock, { actorId: actor.id, action: "attachment.upload", subject: `attachment:${stored.id}`, after: { bytes: stored.bytes, width: output.info.width, height: output.info.height } }),
      );
    } catch (error) {
      await publicFiles(deps).remove(ATTACHMENTS, stored.id);
      throw error;
    }
    return { id: stored.id, url: attachmentUrl(stored.id), width: output.info.width, height: output.info.height };
  } finally {
    await discardIncoming(deps, file);
  }
}

/** Publishes an image the application ships (a seeded article's cover, already optimised WebP) as an attachment. */
export async function publishBundledImage(deps: Pick<Deps, "config">, webp: Buffer): Promise<string> {
  const stored = await publicFiles(deps).save(ATTACHMENTS, Readable.from([webp]), { maxBytes: Number.MAX_SAFE_INTEGER, headBytes: 12, detect: (head) => (editorImageKind(head) === "webp" ? "webp" : undefined) });
  return stored.id;
}

const contentTypes: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };
export const attachmentTypes = Object.values(contentTypes);

/** A published image and its type, or 404. */
export async function openAttachment(deps: Pick<Deps, "config">, id: string): Promise<OpenedFile & { contentType: string }> {
  const opened = await publicFiles(deps).open(ATTACHMENTS, id);
  const contentType = contentTypes[id.split(".").pop() ?? ""];
  if (!opened || !contentType) throw new ApiError("NOT_FOUND");
  return { ...opened, contentType };
}
