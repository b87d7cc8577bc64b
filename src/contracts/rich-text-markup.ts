/**
 * Rich text written in the dashboard's editor (news bodies, content pages). The server sanitises it on write:
 * only the editor's own markup survives, text colours come from this palette, and images only from our uploads.
 * These plain terms carry no zod, so public pages can read them (docs/performance.md, "Bundles"); rich-text.ts
 * re-exports them beside the upload schemas.
 */

/** The spec's 7-colour editor palette; each colour reads at 4.5:1 or more on white. */
export const EDITOR_PALETTE = ["#212529", "#c92a2a", "#d9480f", "#2b8a3e", "#1864ab", "#5f3dc4", "#a61e4d"] as const;

/** Uploaded images (editor and covers) are served here, under their random file name. */
export const ATTACHMENT_PATH = "/api/v1/attachments/";
export const attachmentIdPattern = /^[a-f0-9]{32}\.(?:jpg|png|webp)$/;
export const attachmentUrl = (id: string) => `${ATTACHMENT_PATH}${id}`;

/** The largest image the editor accepts before resizing. */
export const EDITOR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored images are at most this wide (larger ones are scaled down). */
export const EDITOR_IMAGE_MAX_WIDTH = 1600;

/** True when a stored text is HTML from the editor rather than older plain text (paragraphs split by blank lines). */
export const isHtml = (text: string) => /^\s*</.test(text);
