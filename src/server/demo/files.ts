import fs from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import sharp from "sharp";

const require = createRequire(import.meta.url);
let font: Buffer | undefined;

/** Wraps text to lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** A real A4 PDF with Vietnamese text (the bundled DejaVu font, as the fund contracts use): an essay or a report. */
export async function demoPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  font ??= fs.readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(font, { subset: true });
  pdf.setTitle(title);
  pdf.setLanguage("vi-VN");
  const page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  for (const line of wrap(title, 50)) {
    page.drawText(line, { x: 56, y, size: 16, font: regular, color: rgb(0.05, 0.25, 0.4) });
    y -= 24;
  }
  y -= 12;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 85)) {
      page.drawText(line, { x: 56, y, size: 10.5, font: regular });
      y -= 15;
    }
    y -= 9;
  }
  return Buffer.from(await pdf.save());
}

/** A JPEG photo-like image: a sky-to-sea gradient with a sun, in the hue of `seed`, so entries look different. */
export async function demoImage(seed: number, width = 960, height = 640): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="0.55" stop-color="hsl(${(hue + 30) % 360},60%,55%)"/>
      <stop offset="0.56" stop-color="hsl(200,60%,35%)"/><stop offset="1" stop-color="hsl(210,70%,20%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${(seed * 131) % width}" cy="${height * 0.3}" r="${40 + (seed % 5) * 10}" fill="hsl(45,95%,70%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
