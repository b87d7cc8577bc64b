import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { HERO_RATIO, HERO_WIDTHS } from "../src/web/features/site/responsive-image.ts";

/**
 * `node scripts/render-images.ts`: renders the site's illustrations (SVG sources we drew, in assets/illustrations)
 * and the logo into the optimised files the site serves, which are committed. Run it after changing a source.
 * See docs/images.md for what each file is and its licence.
 */
const root = path.resolve(import.meta.dirname, "..");
const source = (name: string) => fs.readFileSync(path.join(root, "assets/illustrations", name));
const out = (...parts: string[]) => {
  const file = path.join(root, ...parts);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
};

/** The home page's hero at the widths its srcset offers (4:3), in AVIF, WebP and JPEG. */
for (const width of HERO_WIDTHS) {
  const image = sharp(source("hero.svg"), { density: 144 }).resize(width, (width * HERO_RATIO.height) / HERO_RATIO.width);
  await image
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(out("public/images", `hero-${width}.avif`));
  await image
    .clone()
    .webp({ quality: 78, effort: 6 })
    .toFile(out("public/images", `hero-${width}.webp`));
  await image
    .clone()
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out("public/images", `hero-${width}.jpg`));
}

/** Covers of the seeded news articles (16:9, WebP), copied into the attachments at the first start. */
for (const file of fs.readdirSync(path.join(root, "assets/illustrations")).filter((name) => name.startsWith("cover-"))) {
  await sharp(source(file), { density: 144 })
    .resize(960, 540)
    .webp({ quality: 76, effort: 6 })
    .toFile(out("src/server/modules/news/covers", file.replace(/^cover-/, "").replace(/\.svg$/, ".webp")));
}

/** favicon.ico: the logo at 16, 32 and 48 px as PNG entries of one ICO file; a 180 px icon for home screens. */
const logo = fs.readFileSync(path.join(root, "public/logo.svg"));
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((size) => sharp(logo, { density: 600 }).resize(size, size).png().toBuffer()));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(pngs[index]!.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[index]!.length;
});
fs.writeFileSync(out("public/favicon.ico"), Buffer.concat([header, ...pngs]));
await sharp(logo, { density: 600 }).resize(180, 180).flatten({ background: "#0a5770" }).png().toFile(out("public/apple-touch-icon.png"));
console.log("rendered hero, covers and icons");
