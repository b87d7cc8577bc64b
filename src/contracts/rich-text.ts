import { attachmentIdPattern } from "./rich-text-markup.ts";
import { z } from "./zod.ts";

/** The upload schemas of the dashboard's editor; its plain terms are in rich-text-markup.ts. */

export * from "./rich-text-markup.ts";

export const attachmentId = z.string().regex(attachmentIdPattern, "news.validation.coverImage");

export const editorUploadForm = z.object({ file: z.string().describe("The image (JPEG, PNG, WebP or GIF; at most 10 MB)") });
export const editorUploaded = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type EditorUploaded = z.infer<typeof editorUploaded>;

/** An uploaded image's intrinsic size and the widths of its AVIF and WebP variants (docs/images.md). */
export const pictureSize = z.object({ width: z.number().int(), height: z.number().int(), widths: z.array(z.number().int()) });
