import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { ANONYMITY_FIXTURES } from "./file-inspection.ts";

/**
 * Small valid files of each kind an entry accepts, generated rather than committed: a PDF with author metadata,
 * images with EXIF (to prove it is stripped), playable MP4 and QuickTime files and synthetic box structures,
 * and hostile files the checks must refuse.
 */
export async function pdfFixture(text = "Bài luận dự thi"): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setAuthor("Nguyễn Văn Tác Giả");
  document.setCreator("Secret Writer");
  document.setTitle("Private title");
  const page = document.addPage([300, 200]);
  page.drawText(
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[đĐ]/g, "d"),
    { x: 20, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) },
  );
  return Buffer.from(await document.save());
}

export function imageFixture(format: "png" | "jpeg" | "tiff", size = 32): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  const withExif = image.withExif({ IFD0: { Artist: "Nguyen Van A", Copyright: "Nguyen Van A" } });
  return (format === "png" ? withExif.png() : format === "jpeg" ? withExif.jpeg() : withExif.tiff()).toBuffer();
}

const box = (type: string, ...children: Buffer[]) => {
  const payload = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
};

/**
 * A structurally valid MP4 (brand isom) or QuickTime movie (brand "qt  ") of `bytes` bytes that no player can play:
 * `ftyp`, a `moov` with a movie header and one track (header and media boxes, zero-filled), then `mdat` filling the
 * rest. For tests of the box structure itself; an upload that must succeed sends a `videoFixture`.
 */
export function syntheticMp4(bytes = 4096, brand: "isom" | "qt  " = "isom"): Buffer {
  const ftyp = box("ftyp", Buffer.from(`${brand}\0\0\x02\0${brand}${brand === "isom" ? "mp41" : "qt  "}`, "latin1"));
  const moov = box(
    "moov",
    box("mvhd", Buffer.alloc(100)),
    box("trak", box("tkhd", Buffer.alloc(84)), box("mdia", box("mdhd", Buffer.alloc(24)), box("hdlr", Buffer.alloc(25)))),
  );
  const head = Buffer.concat([ftyp, moov]);
  return Buffer.concat([head, box("mdat", Buffer.alloc(Math.max(0, bytes - head.length - 8)))]);
}

/**
 * A real, playable one-frame MP4 or QuickTime movie made by ffmpeg (tests/fixtures/anonymity/plain.*), followed by
 * a zero-filled `free` box up to `bytes` bytes; fewer bytes than the movie give its first bytes (a partial upload).
 */
export function videoFixture(bytes = 4096, brand: "isom" | "qt  " = "isom"): Buffer {
  const movie = fs.readFileSync(path.join(ANONYMITY_FIXTURES, brand === "isom" ? "plain.mp4" : "plain.mov"));
  if (bytes < movie.length + 8) return movie.subarray(0, bytes);
  return Buffer.concat([movie, box("free", Buffer.alloc(bytes - movie.length - 8))]);
}

/**
 * A PDF of about 2 KB whose page tree is a DAG: each of `depth` Pages nodes lists the same child twice, so a
 * walker that follows every path visits 2^depth nodes (issue 9: depth 24 froze the server for 10 s).
 */
export function dagPdf(depth = 24): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>"];
  for (let level = 0; level < depth; level += 1) {
    const child = level + 3;
    objects.push(`<< /Type /Pages /Kids [${child} 0 R ${child} 0 R] /Count ${2 ** (depth - level)} >>`);
  }
  objects.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 200 200] >>`);
  let pdf = "%PDF-1.7\n";
  const offsets = objects.map((body, index) => {
    const at = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** tus metadata header: comma-separated "key base64(value)". */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
}
