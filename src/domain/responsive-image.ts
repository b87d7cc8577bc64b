/**
 * Responsive images (docs/images.md): an image is stored once as its fallback (`<name>.<jpg|png|webp>`) and again
 * as AVIF and WebP variants named `<name>-<width>.<avif|webp>`, at each standard width below its own and at its own.
 * The browser picks a format from `<picture>`'s sources and a width from `srcset` and `sizes`.
 */

/** The widths variants are made at (never wider than the image itself, which is at most 1600 px wide). */
const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** Best first: a browser takes the first source whose type it decodes. */
export const VARIANT_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;

/** An image's intrinsic size and the widths its variants exist at (empty: no variants, the fallback only). */
export interface PictureSize {
  width: number;
  height: number;
  widths: number[];
}

/** The variant widths of an image `width` pixels wide: each standard width below it, and its own. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((standard) => standard < width), width];
}

/** A srcset for files named `<base>-<width>.<ext>`: "/images/hero-480.avif 480w, /images/hero-800.avif 800w". */
export function srcSet(base: string, widths: readonly number[], ext: string): string {
  return widths.map((width) => `${base}-${width}.${ext} ${width}w`).join(", ");
}

/** The variants' base of a stored image's URL or file name: "/a/0f…9c.jpg" → "/a/0f…9c". */
export const variantBase = (src: string) => src.replace(/\.[a-z0-9]+$/, "");

/** The `<source>` elements of a picture, as attribute sets (rendered by React or as HTML). */
export function pictureSources(src: string, picture: PictureSize, sizes: string): { type: string; srcSet: string; sizes: string }[] {
  if (picture.widths.length === 0) return [];
  return VARIANT_FORMATS.map((format) => ({ type: format.type, srcSet: srcSet(variantBase(src), picture.widths, format.extension), sizes }));
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const IMG = /<img\b([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

/**
 * Rewrites the sanitised HTML of a rich text (double-quoted attributes, as sanitize-html writes them) so each image
 * that `pictureOf` knows becomes a `<picture>` with AVIF and WebP sources, its intrinsic width and height (the box
 * is reserved before it loads), lazy loading and async decoding. Other images are left exactly as they were.
 */
export function responsiveImages(html: string, pictureOf: (src: string) => PictureSize | undefined, sizes: string): string {
  return html.replace(IMG, (tag, attributeText: string) => {
    const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name as string, value as string]));
    const src = attributes.get("src");
    const picture = src === undefined ? undefined : pictureOf(src);
    if (!src || !picture) return tag;
    attributes.set("width", String(picture.width));
    attributes.set("height", String(picture.height));
    attributes.set("loading", "lazy");
    attributes.set("decoding", "async");
    const img = `<img ${[...attributes].map(([name, value]) => `${name}="${value}"`).join(" ")}>`;
    const sources = pictureSources(src, picture, sizes).map(
      (source) => `<source type="${source.type}" srcset="${escapeAttribute(source.srcSet)}" sizes="${escapeAttribute(source.sizes)}">`,
    );
    return `<picture>${sources.join("")}${img}</picture>`;
  });
}

/**
 * How wide images are shown, for `sizes` (the layouts' containers: public pages pad 16 px on each side).
 * Articles and content pages: an 860 px column. Cards: three a row from 75em, two from 48em, one on phones.
 */
export const ARTICLE_IMAGE_SIZES = "(min-width: 860px) 828px, calc(100vw - 32px)";
export const CARD_IMAGE_SIZES = "(min-width: 75em) 380px, (min-width: 48em) 50vw, calc(100vw - 32px)";
