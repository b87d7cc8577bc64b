/**
 * A news cover: one file per article (uploaded covers are at most 1600 px wide, seeded ones 960 px), shown 16:9 and
 * cropped to fit, so the page reserves its box before the image arrives. Lazy unless it is the page's first view.
 */
export function CoverImage({ src, priority = false }: { src: string; priority?: boolean }) {
  return (
    <img
      src={src}
      alt=""
      width={960}
      height={540}
      className="cover-image"
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
}
