import fsp from "node:fs/promises";
import sharp from "sharp";
import { cleanImage, cleanPdf } from "./file-checks.ts";
import type { FileCheck, FileCheckResult } from "./file-worker.ts";
import { renderWebImage, type WebImageTask } from "./web-images.ts";
import { anonymiseVideo } from "./anonymise-video.ts";
import { checkMp4File } from "./mp4-boxes.ts";
import { serveTasks } from "./worker-pool.ts";

// One libvips thread and no cache per worker: the pool, not libvips, decides how much runs at once.
sharp.concurrency(1);
sharp.cache(false);

/** The worker thread of the file-check pool (file-worker.ts): parses, decodes and anonymises one uploaded file. */
serveTasks<FileCheck | WebImageTask, FileCheckResult>(async (check) => {
  try {
    if (check.kind === "web-image") return { value: { valid: true, image: await renderWebImage(check) } };
    if (check.kind === "video") {
      await checkMp4File(check.file);
      await anonymiseVideo(check.file, check.target, check.mediaType);
      return { value: { valid: true } };
    }
    const raw = await fsp.readFile(check.file);
    const cleaned = check.kind === "pdf" ? await cleanPdf(raw) : await cleanImage(raw, check.mediaType);
    // A copy of its own: sharp's buffers may be pooled or external memory, which cannot be transferred.
    const content = new Uint8Array(cleaned);
    return { value: { valid: true, content }, transfer: [content.buffer] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error;
    return { value: { valid: false, reason: error instanceof Error ? error.message : String(error) } };
  }
});
