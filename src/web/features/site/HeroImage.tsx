import { HERO_RATIO, HERO_WIDTHS, srcSet } from "./responsive-image.ts";

/** Half the 1200 px container beside the hero text on wide screens; the full width below the md breakpoint (64em). */
const sizes = "(min-width: 64em) 560px, calc(100vw - 32px)";
const base = "/images/hero";

/** The home page's illustration (our own drawing, see docs/images.md): AVIF, then WebP, then JPEG; fetched first. */
export function HeroImage({ alt }: { alt: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(base, HERO_WIDTHS, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(base, HERO_WIDTHS, "webp")} sizes={sizes} />
      <img
        className="hero-image"
        src={`${base}-800.jpg`}
        srcSet={srcSet(base, HERO_WIDTHS, "jpg")}
        sizes={sizes}
        width={HERO_RATIO.width}
        height={HERO_RATIO.height}
        alt={alt}
        fetchPriority="high"
        decoding="async"
        data-testid="hero-image"
      />
    </picture>
  );
}
