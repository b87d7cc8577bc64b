/** The widths the hero illustration is rendered at (scripts/render-images.ts writes one file per width and format). */
export const HERO_WIDTHS = [480, 800, 1200] as const;
export const HERO_RATIO = { width: 1200, height: 900 } as const;

export { srcSet } from "#domain/responsive-image.ts";
