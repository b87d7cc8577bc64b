import { describe, expect, it } from "vitest";
import { pictureSources, responsiveImages, srcSet, variantBase, variantWidths } from "./responsive-image.ts";

const A = "/api/v1/attachments/0123456789abcdef0123456789abcdef";

describe("variant widths", () => {
  it("are the standard widths below the image's own, then its own", () => {
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(960)).toEqual([480, 800, 960]);
    expect(variantWidths(1201)).toEqual([480, 800, 1200, 1201]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe("srcset", () => {
  it("names each width's file beside the base", () => {
    expect(srcSet("/images/hero", [480, 800], "avif")).toBe("/images/hero-480.avif 480w, /images/hero-800.avif 800w");
    expect(variantBase(`${A}.jpg`)).toBe(A);
  });

  it("gives a picture AVIF then WebP sources, and none without variants", () => {
    expect(pictureSources(`${A}.webp`, { width: 960, height: 540, widths: [480, 960] }, "100vw")).toEqual([
      { type: "image/avif", srcSet: `${A}-480.avif 480w, ${A}-960.avif 960w`, sizes: "100vw" },
      { type: "image/webp", srcSet: `${A}-480.webp 480w, ${A}-960.webp 960w`, sizes: "100vw" },
    ]);
    expect(pictureSources(`${A}.webp`, { width: 960, height: 540, widths: [] }, "100vw")).toEqual([]);
  });
});

describe("responsive images in rich text", () => {
  const known = (src: string) => (src === `${A}.jpg` ? { width: 1200, height: 800, widths: [480, 800, 1200] } : undefined);

  it("turns a known image into a picture with its size, lazy loading and async decoding, keeping its alt text", () => {
    const html = `<p>Before</p><img src="${A}.jpg" alt="Tom &amp; Jerry &quot;at sea&quot;" /><p>After</p>`;
    expect(responsiveImages(html, known, "50vw")).toBe(
      `<p>Before</p><picture>` +
        `<source type="image/avif" srcset="${A}-480.avif 480w, ${A}-800.avif 800w, ${A}-1200.avif 1200w" sizes="50vw">` +
        `<source type="image/webp" srcset="${A}-480.webp 480w, ${A}-800.webp 800w, ${A}-1200.webp 1200w" sizes="50vw">` +
        `<img src="${A}.jpg" alt="Tom &amp; Jerry &quot;at sea&quot;" width="1200" height="800" loading="lazy" decoding="async"></picture><p>After</p>`,
    );
  });

  it("replaces a width and height the editor wrote with the image's own", () => {
    expect(responsiveImages(`<img src="${A}.jpg" width="10" height="10">`, known, "50vw")).toContain(
      `<img src="${A}.jpg" width="1200" height="800" loading="lazy"`,
    );
  });

  it("leaves unknown images and other markup exactly as they were", () => {
    const html = `<p>x</p><img src="/api/v1/attachments/ffffffffffffffffffffffffffffffff.png" alt="old"><img alt="no source">`;
    expect(responsiveImages(html, known, "50vw")).toBe(html);
  });
});
