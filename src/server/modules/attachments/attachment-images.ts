import fsp from "node:fs/promises";
import { ATTACHMENT_PATH, EDITOR_IMAGE_MAX_WIDTH, attachmentIdPattern } from "#contracts/rich-text.ts";
import { ARTICLE_IMAGE_SIZES, responsiveImages, variantBase, type PictureSize } from "#domain/responsive-image.ts";
import { z } from "#contracts/zod.ts";
import type { Deps } from "#server/deps.ts";
import { makeWebImage } from "#server/lib/file-worker.ts";
import type { MaintenanceTask } from "#server/lib/maintenance.ts";
import type { WebImage } from "#server/lib/web-images.ts";
import { ATTACHMENTS, publicFiles } from "./attachment-files.ts";

/**
 * Responsive variants of published images (docs/images.md): their sizes live in `attachment_images` (migration
 * 0041), their files beside the image as `<name>-<width>.<avif|webp>`. Pages ask here for the sizes of the
 * images they show; an image without a row is shown as before.
 */

/** Records an image's size and variants once; a second process recording the same image changes nothing. */
export async function recordImage(deps: Pick<Deps, "db" | "clock">, id: string, image: WebImage): Promise<void> {
  await deps.db
    .insertInto("attachment_images")
    .values({ id, width: image.width, height: image.height, widths: image.widths.join(","), created_at: deps.clock.now().toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** Makes the AVIF and WebP variants of an image already published under `id` (in the file worker) and records them. */
export async function addVariants(deps: Pick<Deps, "db" | "clock" | "config">, id: string): Promise<void> {
  const files = publicFiles(deps);
  const source = files.locate(ATTACHMENTS, id);
  if (!source) throw new Error(`Not an attachment: ${id}`);
  const image = await makeWebImage({ source, dir: await files.directory(ATTACHMENTS), name: variantBase(id), maxWidth: EDITOR_IMAGE_MAX_WIDTH, variants: true });
  await recordImage(deps, id, image);
}

/** The job an upload queues: its variants, made right after the upload answered (docs/images.md). */
export const VARIANTS_JOB = "attachments.variants";
export const variantsJob = z.object({ id: z.string().regex(attachmentIdPattern) });

/** Runs VARIANTS_JOB; cached pages showing the image without its picture are purged. */
export async function runVariantsJob(deps: Deps, payload: unknown): Promise<void> {
  await addVariants(deps, variantsJob.parse(payload).id);
  await deps.publicCache.purge("attachment variants");
}

/** The sizes of the images with these ids (file names) that have variants. */
export async function picturesOf(deps: Pick<Deps, "db">, ids: readonly string[]): Promise<Map<string, PictureSize>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await deps.db.selectFrom("attachment_images").select(["id", "width", "height", "widths"]).where("id", "in", unique).execute();
  return new Map(rows.map((row) => [row.id, { width: row.width, height: row.height, widths: row.widths ? row.widths.split(",").map(Number) : [] }]));
}

const attachmentIdOf = (src: string) => {
  const id = src.startsWith(ATTACHMENT_PATH) ? src.slice(ATTACHMENT_PATH.length) : "";
  return attachmentIdPattern.test(id) ? id : undefined;
};
const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]+)"/g;

/**
 * A rich text's uploaded images as `<picture>`s with `srcset`, width and height, lazily loaded (docs/images.md).
 * Applied where public pages read bodies (news articles, content pages), so cached pages carry it; the stored HTML
 * stays as the editor wrote it.
 */
export async function withResponsiveImages(deps: Pick<Deps, "db">, html: string): Promise<string> {
  const ids = [...html.matchAll(IMG_SRC)].map(([, src]) => attachmentIdOf(src ?? "")).filter((id) => id !== undefined);
  if (ids.length === 0) return html;
  const pictures = await picturesOf(deps, ids);
  return responsiveImages(html, (src) => pictures.get(attachmentIdOf(src) ?? ""), ARTICLE_IMAGE_SIZES);
}

/** How many images one hourly run gives variants at most (about a second each, in the file worker). */
const BACKFILL_BATCH = 50;

/**
 * Gives published images that have none (those from before migration 0041) their variants, a batch an hour; the
 * first run is at start. An image that fails (it would not decode) is logged and tried again next hour.
 */
export const backfillAttachmentImages: MaintenanceTask = async (deps) => {
  const dir = await publicFiles(deps).directory(ATTACHMENTS);
  const published = (await fsp.readdir(dir)).filter((file) => attachmentIdPattern.test(file));
  const known = new Set<string>();
  for (let start = 0; start < published.length; start += 500) {
    for (const id of (await picturesOf(deps, published.slice(start, start + 500))).keys()) known.add(id);
  }
  let made = 0;
  for (const id of published.filter((file) => !known.has(file)).slice(0, BACKFILL_BATCH)) {
    try {
      await addVariants(deps, id);
      made += 1;
    } catch (error) {
      deps.logger.warn({ err: error, attachment: id }, "could not make an image's variants");
    }
  }
  // Cached pages and news reads still show these images without their pictures.
  if (made > 0) await deps.publicCache.purge("attachment variants");
  return made;
};
