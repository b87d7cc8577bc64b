import sanitizeHtml from "sanitize-html";
import { ApiError } from "#server/http/errors.ts";
import { ATTACHMENT_PATH, EDITOR_PALETTE, attachmentIdPattern, isHtml } from "#contracts/rich-text.ts";

const paletteColour = new RegExp(`^(?:${EDITOR_PALETTE.join("|")})$`, "i");
const ownImage = (src: string | undefined) => !!src && src.startsWith(ATTACHMENT_PATH) && attachmentIdPattern.test(src.slice(ATTACHMENT_PATH.length));

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote", "ul", "ol", "li", "a", "img", "hr", "span", "code", "pre"],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"], span: ["style"], ol: ["start"] },
  allowedStyles: { span: { color: [paletteColour] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // <h1> belongs to the page itself; an editor heading 1 becomes a level-2 heading.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === "_blank" ? { rel: "noopener noreferrer" } : {}) },
    }),
  },
  exclusiveFilter: (frame) => (frame.tag === "img" && !ownImage(frame.attribs.src)) || (frame.tag === "span" && !frame.attribs.style && !frame.text.trim()),
};

/**
 * Keeps only the editor's own markup: headings, lists, links with safe protocols, our uploaded images, and text
 * colours from the palette. Scripts, event handlers, other styles and foreign images are removed. Runs on write.
 */
function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Older plain text (paragraphs split by blank lines) as the editor's HTML; HTML is returned as it is. */
export function asEditorHtml(text: string): string {
  if (isHtml(text)) return text;
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * Both languages' bodies sanitised; a body that sanitising empties (nothing but a script, say) is refused with
 * `messageKey` on its field, as an empty one would be.
 */
export function sanitizeBodies(input: { body_vi: string; body_en: string | null }, messageKey: string): { body_vi: string; body_en: string | null } {
  const body_vi = sanitizeRichText(input.body_vi);
  const body_en = input.body_en === null ? null : sanitizeRichText(input.body_en);
  const emptied = [...(body_vi === "" ? ["body_vi"] : []), ...(body_en === "" ? ["body_en"] : [])];
  if (emptied.length) throw new ApiError("VALIDATION_FAILED", { details: emptied.map((path) => ({ path, messageKey })) });
  return { body_vi, body_en };
}

/** What the audit trail keeps of a bilingual text: the bodies by length only. */
export const withBodyLengths = <T extends { body_vi: string; body_en: string | null }>(item: T) => ({
  ...item,
  body_vi: item.body_vi.length,
  body_en: item.body_en?.length ?? null,
});
