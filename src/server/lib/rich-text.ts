import sanitizeHtml from "sanitize-html";
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
export function sanitizeRichText(html: string): string {
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

