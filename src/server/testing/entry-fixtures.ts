import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/**
 * Small valid files of each kind an entry accepts, generated rather than committed: a PDF with author metadata,
 * images with EXIF (to prove it is stripped), and an MP4 that is an `ftyp` box followed by padding.
 */
export async function pdfFixture(text = "Bài luận dự thi"): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setAuthor("Nguyễn Văn Tác Giả");
  document.setCreator("Secret Writer");
  document.setTitle("Private title");
  const page = document.addPage([300, 200]);
  page.drawText(text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[đĐ]/g, "d"), { x: 20, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

export function imageFixture(format: "png" | "jpeg" | "tiff", size = 32): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  const withExif = image.withExif({ IFD0: { Artist: "Nguyen Van A", Copyright: "Nguyen Van A" } });
  return (format === "png" ? withExif.png() : format === "jpeg" ? withExif.jpeg() : withExif.tiff()).toBuffer();
}

/** A file that starts like an MP4 (`ftyp` box, brand isom) or a QuickTime movie (brand "qt  "), `bytes` long. */
export function videoFixture(bytes = 4096, brand: "isom" | "qt  " = "isom"): Buffer {
  const file = Buffer.alloc(Math.max(bytes, 32));
  file.writeUInt32BE(24, 0);
  file.write("ftyp", 4, "latin1");
  file.write(brand, 8, "latin1");
  file.writeUInt32BE(0x200, 12);
  file.write(brand, 16, "latin1");
  file.write(brand === "isom" ? "mp41" : "qt  ", 20, "latin1");
  file.writeUInt32BE(file.length - 24, 24);
  file.write("mdat", 28, "latin1");
  return file;
}

/** tus metadata header: comma-separated "key base64(value)". */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");
}
