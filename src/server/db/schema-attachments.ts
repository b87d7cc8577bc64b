import type { Timestamp } from "./schema.ts";

/** A published image's intrinsic size and its variants' widths, comma-separated (migration 0041, docs/images.md). */
export interface AttachmentImagesTable {
  /** The image's file name under DATA_DIR/public/attachments, e.g. "0f…9c.jpg". */
  id: string;
  width: number;
  height: number;
  /** "480,800,1200,1600": its AVIF and WebP variants are `<name>-<width>.avif` and `.webp`. */
  widths: string;
  created_at: Timestamp;
}

/** A published image whose variants cannot be made (migration 0042): it is not tried again. */
export interface AttachmentImageFailuresTable {
  /** The image's file name, as in attachment_images. */
  id: string;
  /** Why the file worker gave up (the decoder's message, or the limit it passed). */
  reason: string;
  failed_at: Timestamp;
}
