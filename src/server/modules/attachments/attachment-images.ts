import fsp from "node:fs/promises";
import { ATTACHMENT_PATH, EDITOR_IMAGE_MAX_WIDTH, attachmentIdPattern } from "#contracts/rich-text.ts";
import { ARTICLE_IMAGE_SIZES, responsiveImages, variantBase, type PictureSize } from "#domain/responsive-image.ts";
import type { Deps } from "#server/deps.ts";
import { InvalidContentError } from "#server/lib/file-checks.ts";
import { makeWebImage } from "#server/lib/file-worker.ts";
import type { MaintenanceTask } from "#server/lib/maintenance.ts";
import { WorkerLimitError } from "#server/lib/worker-pool.ts";
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
  const image = await makeWebImage({
    source,
    dir: await files.directory(ATTACHMENTS),
    name: variantBase(id),
    maxWidth: EDITOR_IMAGE_MAX_WIDTH,
    variants: true,
  });
  await recordImage(deps, id, image);
}

/**
 * Makes an image's variants, or records that none can be made: a file that does not decode fails the same way every
 * time, so it is tried once. Any other error is thrown and the image is tried again later: a full worker queue, a
 * full disk, or a worker stopped at its time or memory limit (or dead). The image passed the upload's checks in that
 * worker, so a limit says more about the machine's load at the time than about the file.
 */
async function variantsOrFailure(deps: Pick<Deps, "db" | "clock" | "config" | "logger">, id: string): Promise<"made" | "impossible"> {
  try {
    await addVariants(deps, id);
    return "made";
  } catch (error) {
    if (!(error instanceof InvalidContentError) || error.cause instanceof WorkerLimitError) throw error;
    deps.logger.warn({ err: error, attachment: id }, "an image's variants cannot be made; it is not tried again");
    const reason = (error.cause instanceof Error ? error.cause.message : error.message).slice(0, 500);
    await deps.db
      .insertInto("attachment_image_failures")
      .values({ id, reason, failed_at: deps.clock.now().toISOString() })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return "impossible";
  }
}

/** Runs the upload's variants job (attachments.jobs.ts); cached pages showing the image without its picture are purged. */
export async function runVariantsJob(deps: Deps, id: string): Promise<void> {
  if ((await variantsOrFailure(deps, id)) === "made") await deps.publicCache.purge("attachment variants");
}

/** An `attachment_images` row as the size pages render, or null for an image without one (a left join's nulls). */
export function pictureOf(row: { width: number | null; height: number | null; widths: string | null }): PictureSize | null {
  if (row.width === null || row.height === null || row.widths === null) return null;
  return { width: row.width, height: row.height, widths: row.widths ? row.widths.split(",").map(Number) : [] };
}

/** The sizes of the images with these ids (file names) that have variants, in one query (none for no ids). */
export async function picturesOf(deps: Pick<Deps, "db">, ids: readonly string[]): Promise<Map<string, PictureSize>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await deps.db.selectFrom("attachment_images").select(["id", "width", "height", "widths"]).where("id", "in", unique).execute();
  return new Map(rows.map((row) => [row.id, pictureOf(row)!]));
}

const attachmentIdOf = (src: string) => {
  const id = src.startsWith(ATTACHMENT_PATH) ? src.slice(ATTACHMENT_PATH.length) : "";
  return attachmentIdPattern.test(id) ? id : undefined;
};
const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]+)"/g;

/** The uploaded images a rich text shows, by attachment id. */
export const bodyImageIds = (html: string): string[] =>
  [...html.matchAll(IMG_SRC)].map(([, src]) => attachmentIdOf(src ?? "")).filter((id) => id !== undefined);

/** A rich text's uploaded images as `<picture>`s, given their sizes (read with `picturesOf`, with any other image of the page). */
export const withPictures = (html: string, pictures: Map<string, PictureSize>): string =>
  responsiveImages(html, (src) => pictures.get(attachmentIdOf(src) ?? ""), ARTICLE_IMAGE_SIZES);

/**
 * A rich text's uploaded images as `<picture>`s with `srcset`, width and height, lazily loaded (docs/images.md).
 * Applied where public pages read bodies (news articles, content pages), so cached pages carry it; the stored HTML
 * stays as the editor wrote it.
 */
export async function withResponsiveImages(deps: Pick<Deps, "db">, html: string): Promise<string> {
  const ids = bodyImageIds(html);
  return ids.length === 0 ? html : withPictures(html, await picturesOf(deps, ids));
}

/** How many images one hourly run gives variants at most (about a second each, in the file worker). */
const BACKFILL_BATCH = 50;

/** How many images are known: with their variants, or recorded as impossible. */
async function knownCount(db: Deps["db"]): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("attachment_images").select(eb.fn.countAll<number>().as("n")).as("done"),
      eb.selectFrom("attachment_image_failures").select(eb.fn.countAll<number>().as("n")).as("failed"),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.done) + Number(row.failed);
}

/**
 * The folder's modification time when a run last found every image in it known, per folder. Only this process's
 * shortcut: a process that has not seen the folder settle lists it once, as before. Adding or renaming a file
 * (an upload, a variant) changes the folder's time, so the next run looks again.
 */
const settled = new Map<string, bigint>();

/**
 * Gives published images that have none (those from before migration 0041, or whose job gave up) their variants, a
 * batch an hour; the first run is at start. An image that cannot have any is recorded (migration 0042) and not
 * tried again. Cheap when nothing changed: a folder unchanged since it settled is not listed; a listed folder
 * holding no more images than are known needs one count (every known image names a file of the folder, and
 * attachments are never deleted), and only otherwise are the names compared.
 */
export const backfillAttachmentImages: MaintenanceTask = async (deps) => {
  const dir = await publicFiles(deps).directory(ATTACHMENTS);
  const { mtimeNs } = await fsp.stat(dir, { bigint: true });
  if (settled.get(dir) === mtimeNs) return 0;
  const published = (await fsp.readdir(dir)).filter((file) => attachmentIdPattern.test(file));
  if (published.length <= (await knownCount(deps.db))) {
    settled.set(dir, mtimeNs);
    return 0;
  }
  const known = await deps.db.selectFrom("attachment_images").select("id").unionAll(deps.db.selectFrom("attachment_image_failures").select("id")).execute();
  const knownIds = new Set(known.map((row) => row.id));
  let handled = 0;
  let made = 0;
  for (const id of published.filter((file) => !knownIds.has(file)).slice(0, BACKFILL_BATCH)) {
    try {
      if ((await variantsOrFailure(deps, id)) === "made") made += 1;
      handled += 1;
    } catch (error) {
      deps.logger.warn({ err: error, attachment: id }, "could not make an image's variants; tried again next hour");
    }
  }
  // Cached pages and news reads still show these images without their pictures.
  if (made > 0) await deps.publicCache.purge("attachment variants");
  return handled;
};
