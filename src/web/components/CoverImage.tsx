import { ARTICLE_IMAGE_SIZES, CARD_IMAGE_SIZES, pictureSources, type PictureSize } from "#domain/responsive-image.ts";

/**
 * A news cover, shown 16:9 and cropped to fit, so the page reserves its box before the image arrives. With its
 * `picture` (docs/images.md) the browser picks AVIF or WebP at the width the box needs; without one (no variants
 * yet) the one file is shown. Lazy unless it is in the page's first view (`priority`: fetched first).
 */
export function CoverImage({
  src,
  picture,
  priority = false,
  card = false,
}: {
  src: string;
  picture?: PictureSize | null;
  priority?: boolean;
  card?: boolean;
}) {
  const sizes = card ? CARD_IMAGE_SIZES : ARTICLE_IMAGE_SIZES;
  const img = (
    <img
      src={src}
      alt=""
      width={picture?.width ?? 960}
      height={picture?.height ?? 540}
      className="cover-image"
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
  if (!picture) return img;
  return (
    <picture>
      {pictureSources(src, picture, sizes).map((source) => (
        <source key={source.type} {...source} />
      ))}
      {img}
    </picture>
  );
}
