/** The widths the hero illustration is rendered at (scripts/render-images.ts writes one file per width and format). */
export const HERO_WIDTHS = [480, 800, 1200] as const;
export const HERO_RATIO = { width: 1200, height: 900 } as const;

/** A srcset for files named `<base>-<width>.<ext>`: "/images/hero-480.avif 480w, /images/hero-800.avif 800w". */
export function srcSet(base: string, widths: readonly number[], ext: string): string {
  return widths.map((width) => `${base}-${width}.${ext} ${width}w`).join(", ");
}
