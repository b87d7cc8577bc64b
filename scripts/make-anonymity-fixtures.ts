/**
 * Remakes tests/fixtures/anonymity/: files from real producers (LibreOffice Writer, pdf-lib, exiftool, ffmpeg) with
 * an identity marker planted in every place those producers write one, and two small marker-free clips that the
 * tests use as plain videos. `npm run fixtures:anonymity` (needs soffice, exiftool and ffmpeg on the PATH).
 * The markers are listed in markers.json; the judges' copies must contain none of them (anonymity.api.test.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from "pdf-lib";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../tests/fixtures/anonymity");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "anonymity-fixtures-"));
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] });
const marker = (place: string) => `IDMARK${place}`;

/** The text a judge must still read in the essay. */
export const ESSAY_TEXT = "A green harbour city for conferences all year round";

/** LibreOffice Writer: document properties, a custom property, a comment with its author, exported as PDF/A with notes. */
function libreOfficeEssay() {
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:meta>
  <dc:title>${marker("LoTitle")}</dc:title><dc:subject>${marker("LoSubject")}</dc:subject><dc:description>${marker("LoComments")}</dc:description>
  <meta:keyword>${marker("LoKeyword")}</meta:keyword><meta:initial-creator>${marker("LoInitialAuthor")}</meta:initial-creator><dc:creator>${marker("LoAuthor")}</dc:creator>
  <meta:user-defined meta:name="Company">${marker("LoCompany")}</meta:user-defined>
 </office:meta>
 <office:body><office:text>
  <text:p>${ESSAY_TEXT}.<office:annotation><dc:creator>${marker("LoCommentAuthor")}</dc:creator><dc:date>2026-11-20T10:00:00</dc:date><text:p>${marker("LoCommentText")}</text:p></office:annotation> Delegates walk from the hotels to the halls.</text:p>
 </office:text></office:body>
</office:document>`;
  fs.writeFileSync(path.join(work, "essay.fodt"), fodt);
  const options = JSON.stringify({ SelectPdfVersion: { type: "long", value: "2" }, ExportNotes: { type: "boolean", value: "true" } });
  run("soffice", [
    `-env:UserInstallation=file://${work}/profile`,
    "--headless",
    "--convert-to",
    `pdf:writer_pdf_Export:${options}`,
    "--outdir",
    work,
    path.join(work, "essay.fodt"),
  ]);
  fs.copyFileSync(path.join(work, "essay.pdf"), path.join(out, "essay-libreoffice.pdf"));
}

const xmp = (creator: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * A PDF with everything a hand-edited file can carry: custom Info keys, XMP on the catalog and the page, /PieceInfo,
 * a comment with its author, an embedded file, JavaScript, a filled form field, a link (which stays), and an
 * incremental update whose replaced Info dictionary stays in the file unreferenced.
 */
async function handEditedPdf() {
  const document = await PDFDocument.create({ updateMetadata: false });
  const info = document.context.obj({});
  document.context.trailerInfo.Info = document.context.register(info);
  info.set(PDFName.of("Author"), PDFString.of(marker("InfoAuthor")));
  info.set(PDFName.of("Title"), PDFString.of(marker("InfoTitle")));
  info.set(PDFName.of("Company"), PDFString.of(marker("InfoCompany")));
  info.set(PDFName.of("AuthorEmail"), PDFString.of(`${marker("InfoEmail")}@example.test`));
  const context = document.context;
  document.catalog.set(PDFName.of("Metadata"), context.register(context.stream(xmp(marker("CatalogXmp")), { Type: "Metadata", Subtype: "XML" })));
  const page = document.addPage([420, 300]);
  page.drawText(ESSAY_TEXT, { x: 20, y: 250, size: 12, font: await document.embedFont(StandardFonts.Helvetica) });
  page.node.set(PDFName.of("Metadata"), context.register(context.stream(xmp(marker("PageXmp")), { Type: "Metadata", Subtype: "XML" })));
  page.node.set(PDFName.of("PieceInfo"), context.obj({ Word: { LastModified: "D:20261120", Private: PDFString.of(marker("PieceInfo")) } }));
  const comment = context.obj({
    Type: "Annot",
    Subtype: "Text",
    Rect: [20, 200, 40, 220],
    T: PDFHexString.fromText(marker("AnnotAuthor")),
    Contents: PDFString.of(marker("AnnotText")),
  });
  const link = context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [20, 160, 200, 180],
    T: PDFString.of(marker("LinkAuthor")),
    A: { S: "URI", URI: PDFString.of("https://example.org/harbour") },
  });
  const script = context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [20, 130, 200, 150],
    A: { S: "JavaScript", JS: PDFString.of(`app.alert('${marker("LinkJs")}')`) },
  });
  page.node.set(PDFName.of("Annots"), context.obj([context.register(comment), context.register(link), context.register(script)]));
  document.catalog.set(PDFName.of("OpenAction"), context.obj({ S: "JavaScript", JS: PDFString.of(`app.alert('${marker("OpenActionJs")}')`) }));
  await document.attach(Buffer.from(marker("EmbeddedFile")), "cv.txt", { mimeType: "text/plain", description: marker("EmbeddedDescription") });
  const field = document.getForm().createTextField("signature");
  field.setText(marker("FormValue"));
  field.addToPage(page, { x: 20, y: 40, width: 200, height: 20 });
  const saved = Buffer.from(await document.save({ useObjectStreams: false }));

  // The incremental update: the Info dictionary written again under its own object number, the old one left behind.
  const text = saved.toString("latin1");
  const infoRef = /\/Info (\d+) 0 R/.exec(text)!;
  const rootRef = /\/Root (\d+) 0 R/.exec(text)!;
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const objectAt = saved.length;
  const update = `${infoRef[1]} 0 obj\n<< /Producer (${marker("UpdateProducer")}) /ModDate (D:20261121) >>\nendobj\n`;
  const xrefAt = objectAt + update.length;
  const xref = `xref\n${infoRef[1]} 1\n${String(objectAt).padStart(10, "0")} 00000 n \ntrailer\n<< /Size ${size} /Root ${rootRef[1]} 0 R /Info ${infoRef[1]} 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  fs.writeFileSync(path.join(out, "essay-hand-edited.pdf"), Buffer.concat([saved, Buffer.from(update + xref, "latin1")]));
}

/** JPEG, PNG and TIFF with EXIF, IPTC and XMP authors, GPS and an ICC profile, written by exiftool. */
async function images() {
  const base = sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 40, g: 140, b: 90 } } }).withIccProfile("p3");
  for (const format of ["jpeg", "png", "tiff"] as const) {
    const file = path.join(out, `photo.${format === "jpeg" ? "jpg" : format}`);
    await (format === "jpeg" ? base.jpeg() : format === "png" ? base.png() : base.tiff()).toFile(file);
    run("exiftool", [
      "-overwrite_original",
      `-EXIF:Artist=${marker("ExifArtist")}`,
      `-EXIF:Copyright=${marker("ExifCopyright")}`,
      `-EXIF:ImageDescription=${marker("ExifDescription")}`,
      `-EXIF:XPAuthor=${marker("ExifXpAuthor")}`,
      "-EXIF:GPSLatitude=10.7769",
      "-EXIF:GPSLatitudeRef=N",
      "-EXIF:GPSLongitude=106.7009",
      "-EXIF:GPSLongitudeRef=E",
      `-XMP-dc:Creator=${marker("XmpCreator")}`,
      `-XMP-photoshop:City=${marker("XmpCity")}`,
      ...(format === "png" ? [] : [`-IPTC:By-line=${marker("IptcByline")}`, `-IPTC:Caption-Abstract=${marker("IptcCaption")}`]),
      file,
    ]);
  }
}

/** ffmpeg: a short clip with tags on the container and the streams, a chapter, and QuickTime keys with a location. */
function videos() {
  const metadata = path.join(work, "metadata.txt");
  fs.writeFileSync(metadata, `;FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=500\ntitle=${marker("Chapter")}\n`);
  const source = [
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=64x48:rate=10:duration=1",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=1",
    "-f",
    "ffmetadata",
    "-i",
    metadata,
  ];
  const tags = (prefix: string) => [
    ...["artist", "author", "comment", "title", "copyright"].flatMap((key) => ["-metadata", `${key}=${marker(`${prefix}${key}`)}`]),
    ...[
      "-metadata",
      "location=+10.7769+106.7009/",
      "-metadata:s:v:0",
      `handler_name=${marker(`${prefix}VideoHandler`)}`,
      "-metadata:s:a:0",
      `title=${marker(`${prefix}AudioTitle`)}`,
    ],
  ];
  const encode = [
    "-map",
    "0",
    "-map",
    "1",
    "-map_chapters",
    "2",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "32k",
    "-y",
  ];
  run("ffmpeg", ["-v", "error", ...source, ...encode, ...tags("Mp4"), path.join(out, "clip.mp4")]);
  const quicktime = [
    "-movflags",
    "use_metadata_tags",
    "-metadata",
    "com.apple.quicktime.location.ISO6709=+10.7769+106.7009+005.000/",
    "-metadata",
    `com.apple.quicktime.author=${marker("QtAuthor")}`,
    "-metadata",
    `com.apple.quicktime.make=${marker("QtMake")}`,
  ];
  run("ffmpeg", ["-v", "error", ...source, ...encode, ...tags("Mov"), ...quicktime, path.join(out, "clip.mov")]);
  // Marker-free clips of one frame: the tests' plain videos (entry-fixtures.ts videoFixture).
  for (const extension of ["mp4", "mov"]) {
    run("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "color=size=16x16:rate=1:duration=1",
      "-frames:v",
      "1",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-fflags",
      "+bitexact",
      "-map_metadata",
      "-1",
      "-y",
      path.join(out, `plain.${extension}`),
    ]);
  }
}

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
};
/** A QuickTime text atom (©xyz): length, language, text. */
const textAtom = (type: string, text: string) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(text.length, 0);
  return box(type, Buffer.concat([head, Buffer.from(text, "latin1")]));
};
const boxesOf = (data: Buffer) => {
  const boxes: Buffer[] = [];
  for (let at = 0; at < data.length; at += data.readUInt32BE(at)) boxes.push(data.subarray(at, at + data.readUInt32BE(at)));
  return boxes;
};
const typeOf = (b: Buffer) => b.toString("latin1", 4, 8);

/**
 * An MP4 as a phone or editor leaves it: `udta` in the movie and in a track, a top-level `udta`, and `free` and
 * `uuid` boxes with text. The moov is last (ffmpeg's default), so growing it moves no sample.
 */
function mp4WithBoxes() {
  const plain = path.join(work, "plain-boxes.mp4");
  run("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=64x48:rate=10:duration=1",
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-map_metadata",
    "-1",
    "-y",
    plain,
  ]);
  const top = boxesOf(fs.readFileSync(plain));
  const moov = top.at(-1)!;
  if (typeOf(moov) !== "moov") throw new Error("expected the moov last");
  const children = boxesOf(moov.subarray(8)).map((child) =>
    typeOf(child) === "trak" ? box("trak", Buffer.concat([child.subarray(8), box("udta", textAtom("\xa9aut", marker("TrackUdta")))])) : child,
  );
  const movieUdta = box("udta", Buffer.concat([textAtom("\xa9ART", marker("MovieUdtaArtist")), textAtom("\xa9xyz", "+10.7769+106.7009/")]));
  const uuid = box("uuid", Buffer.concat([Buffer.alloc(16, 0xab), Buffer.from(marker("UuidBox"))]));
  const file = Buffer.concat([
    ...top.slice(0, -1),
    box("moov", Buffer.concat([...children, movieUdta])),
    box("udta", textAtom("\xa9cmt", marker("TopUdta"))),
    box("free", Buffer.from(marker("FreeBox"))),
    uuid,
  ]);
  fs.writeFileSync(path.join(out, "clip-boxes.mp4"), file);
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
try {
  libreOfficeEssay();
  await handEditedPdf();
  await images();
  videos();
  mp4WithBoxes();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
for (const name of fs.readdirSync(out).sort()) console.log(`${name}\t${fs.statSync(path.join(out, name)).size} bytes`);
