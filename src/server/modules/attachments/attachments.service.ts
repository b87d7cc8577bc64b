import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { attachmentMediaTypes } from "#contracts/media-types.ts";
import { EDITOR_IMAGE_MAX_BYTES, EDITOR_IMAGE_MAX_WIDTH, attachmentUrl, type EditorUploaded } from "#contracts/rich-text.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { InvalidContentError } from "#server/lib/file-checks.ts";
import { makeWebImage } from "#server/lib/file-worker.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { FileRejectedError, FileTooLargeError, type OpenedFile, type StoredFile } from "#server/lib/storage.ts";
import type { WebImage } from "#server/lib/web-images.ts";
import { ATTACHMENTS, privateFiles, publicFiles } from "./attachment-files.ts";
import { addVariants } from "./attachment-images.ts";
import { imageVariantsJob } from "./attachments.jobs.ts";

/** Uploads land here first (private), and only a decoded, re-encoded copy is ever published. */
const INCOMING = "editor-incoming";

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);

/** JPEG, PNG, GIF or WebP by the first bytes; the name and declared type are never trusted. */
function editorImageKind(head: Uint8Array): string | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

const invalidFile = () =>
  new ApiError("UNPROCESSABLE", { messageKey: "attachments.invalidImage", details: [{ path: "file", messageKey: "attachments.invalidImage" }] });

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
 * Decodes the received image in the file worker (a file that does not decode is refused), turns it upright, scales
 * it down to the largest width, drops its metadata (camera, place) and re-encodes it: PNG and GIF as PNG, others as
 * JPEG. Only that copy is published; the received file is always deleted. Its AVIF and WebP variants are made by a
 * job queued with the upload's audit entry (docs/images.md): encoding them takes ten times longer than this.
 */
export async function publishEditorImage(deps: Deps, actor: AuthUser, file: StoredFile | undefined): Promise<EditorUploaded> {
  if (!file) throw new ApiError("VALIDATION_FAILED", { details: [{ path: "file", messageKey: "validation.required.file" }] });
  const files = publicFiles(deps);
  const name = randomBytes(16).toString("hex");
  const fallback = /\.(png|gif)$/.test(file.id) ? "png" : "jpg";
  const id = `${name}.${fallback}`;
  try {
    const source = privateFiles(deps).locate(INCOMING, file.id);
    if (!source) throw invalidFile();
    const dir = await files.directory(ATTACHMENTS);
    let image: WebImage;
    try {
      image = await makeWebImage({ source, dir, name, fallback, maxWidth: EDITOR_IMAGE_MAX_WIDTH, variants: false });
      await files.persist(ATTACHMENTS, id);
      const bytes = (await fsp.stat(path.join(dir, id))).size;
      await deps.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, deps.clock, imageVariantsJob, { id });
        await recordAudit(trx, deps.clock, {
          actorId: actor.id,
          action: "attachment.upload",
          subject: `attachment:${id}`,
          after: { bytes, width: image.width, height: image.height },
        });
      });
    } catch (error) {
      // A worker stopped for its time or memory cannot clean up after itself.
      await removeImage(dir, name);
      throw error instanceof InvalidContentError ? invalidFile() : error;
    }
    return { id, url: attachmentUrl(id), width: image.width, height: image.height };
  } finally {
    await discardIncoming(deps, file);
  }
}

/** Deletes an image's files: the fallback, its variants and any half-written file a stopped worker left. */
async function removeImage(dir: string, name: string): Promise<void> {
  const leftovers = (await fsp.readdir(dir)).filter((entry) => entry.startsWith(name));
  await Promise.all(leftovers.map((entry) => fsp.rm(path.join(dir, entry), { force: true })));
}

/** Publishes an image the application ships (a seeded article's cover, already optimised WebP) as an attachment, with its variants. */
export async function publishBundledImage(deps: Pick<Deps, "config" | "db" | "clock">, webp: Buffer): Promise<string> {
  const stored = await publicFiles(deps).save(ATTACHMENTS, Readable.from([webp]), {
    maxBytes: Number.MAX_SAFE_INTEGER,
    headBytes: 12,
    detect: (head) => (editorImageKind(head) === "webp" ? "webp" : undefined),
  });
  await addVariants(deps, stored.id);
  return stored.id;
}

/** A published image and its type, or 404. */
export async function openAttachment(deps: Pick<Deps, "config">, id: string): Promise<OpenedFile & { contentType: string }> {
  const opened = await publicFiles(deps).open(ATTACHMENTS, id);
  const contentType = attachmentMediaTypes[id.split(".").pop() ?? ""];
  if (!opened || !contentType) throw new ApiError("NOT_FOUND");
  return { ...opened, contentType };
}
