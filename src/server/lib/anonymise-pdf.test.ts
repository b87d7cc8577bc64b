import { PDFDocument, PDFName, PDFRawStream, PDFString } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { anonymisePdf } from "./anonymise-pdf.ts";

const MARKER = "IDMARK-Nguyen-Van-A";

/**
 * What the corpus (tests/fixtures/anonymity) does not hold, from an independent review: a phone photo placed in the
 * essay keeps its EXIF inside the picture's stream, a link to a file or a mailbox names the author, and an article
 * thread's information carries a title and an author.
 */
async function essayWithPhotoLinksAndThread() {
  const document = await PDFDocument.create();
  const photo = await sharp({ create: { width: 32, height: 16, channels: 3, background: "#aa6633" } })
    .jpeg()
    .withExif({ IFD0: { Artist: MARKER, Make: "Phone" } })
    .toBuffer();
  const page = document.addPage([300, 200]);
  page.drawImage(await document.embedJpg(photo), { x: 10, y: 10, width: 64, height: 32 });
  const link = (uri: string) =>
    document.context.register(document.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 50, 20], A: { S: "URI", URI: PDFString.of(uri) } }));
  page.node.set(
    PDFName.of("Annots"),
    document.context.obj([link("https://example.vn/y-tuong"), link(`file:///C:/Users/${MARKER}/bai-du-thi.docx`), link(`mailto:${MARKER}@example.vn`)]),
  );
  const thread = document.context.register(document.context.obj({ Type: "Thread", I: { Title: PDFString.of(MARKER), Author: PDFString.of(MARKER) } }));
  const bead = document.context.register(document.context.obj({ Type: "Bead", T: thread, P: page.ref, R: [0, 0, 300, 200] }));
  page.node.set(PDFName.of("B"), document.context.obj([bead]));
  return { pdf: await document.save(), photo };
}

/** Every object of a PDF as text, streams' raw bytes included (a JPEG's stream is the JPEG file, not compressed again). */
async function everything(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => `${object.toString()}${object instanceof PDFRawStream ? Buffer.from(object.contents).toString("latin1") : ""}`)
    .join("\n");
}

describe("anonymisePdf", () => {
  it("cuts the EXIF of a photo placed in the essay, links to files and mailboxes, and article threads; keeps the photo and the web link", async () => {
    const { pdf: original, photo: placed } = await essayWithPhotoLinksAndThread();
    expect(await everything(original)).toContain(MARKER);
    const copy = await anonymisePdf(original);
    const text = await everything(copy);
    expect(text).not.toContain(MARKER);
    expect(text).toContain("https://example.vn/y-tuong");
    expect(text).toContain("/DCTDecode");
    const document = await PDFDocument.load(copy);
    expect(document.getPageCount()).toBe(1);
    const photo = document.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))!;
    // The same pixels as the photo placed in the essay: only its metadata segments went.
    expect((await sharp(photo.contents).raw().toBuffer()).equals(await sharp(placed).raw().toBuffer())).toBe(true);
  });
});
