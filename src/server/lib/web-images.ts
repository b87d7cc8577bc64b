import fsp from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { variantWidths, VARIANT_FORMATS } from "#domain/responsive-image.ts";

/** Decoding stops beyond this many pixels (a small file can still claim a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Make an image fit for the web from `source` into `dir`: with `fallback`, the cleaned image itself as
 * `<name>.<fallback>` (an upload); with `variants`, its AVIF and WebP variants `<name>-<width>.<avif|webp>`
 * (a published image, in a job after its upload).
 */
export interface WebImageTask {
  kind: "web-image";
  source: string;
  dir: string;
  name: string;
  fallback?: "jpg" | "png";
  variants: boolean;
  /** Images wider than this are scaled down to it. */
  maxWidth: number;
}
export interface WebImage {
  width: number;
  height: number;
  widths: number[];
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  await fsp.writeFile(`${file}.part`, data, { mode: 0o600 });
  await fsp.rename(`${file}.part`, file);
}

/**
 * Decodes the image once (a file that does not decode fails), turns it upright by its EXIF orientation, scales it
 * to `maxWidth` at most and encodes the fallback or the variants from those pixels; no metadata is written (sharp's
 * default). Runs in the file worker.
 * AVIF at effort 2: effort 4 took seven times longer for 5 % fewer bytes (docs/images.md).
 */
export async function renderWebImage(task: WebImageTask): Promise<WebImage> {
  const input = await fsp.readFile(task.source);
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: task.maxWidth, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const widths = task.variants ? variantWidths(info.width) : [];
  const written: string[] = [];
  const write = async (file: string, encoded: Promise<Buffer>) => {
    const target = path.join(task.dir, file);
    written.push(target);
    await writeWhole(target, await encoded);
  };
  try {
    for (const width of widths) {
      const scaled = pixels().resize({ width });
      for (const format of VARIANT_FORMATS) {
        const encoder = format.extension === "avif" ? scaled.clone().avif({ quality: 50, effort: 2 }) : scaled.clone().webp({ quality: 75, effort: 4 });
        await write(`${task.name}-${width}.${format.extension}`, encoder.toBuffer());
      }
    }
    if (task.fallback) {
      const image = pixels();
      await write(
        `${task.name}.${task.fallback}`,
        (task.fallback === "png" ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, mozjpeg: true })).toBuffer(),
      );
    }
  } catch (error) {
    await Promise.all(written.flatMap((file) => [fsp.rm(file, { force: true }), fsp.rm(`${file}.part`, { force: true })]));
    throw error;
  }
  return { width: info.width, height: info.height, widths };
}
