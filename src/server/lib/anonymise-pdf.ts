import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFStream, PDFString, type PDFObject } from "pdf-lib";
import { jpegWithoutMetadata } from "./jpeg-metadata.ts";
import { countPagesSafely } from "./pdf-pages.ts";

/** The only document information a judge's copy carries. */
export const NEUTRAL_PRODUCER = "Anonymised copy";

/** Keys that describe a document's history or author rather than what it shows, wherever they stand. */
const STRIPPED_EVERYWHERE = ["Metadata", "PieceInfo", "AA", "LastModified"].map((key) => PDFName.of(key));
/** What a link annotation keeps: where it is, how it looks, and a web address. */
const LINK_KEYS = new Set(["Type", "Subtype", "Rect", "Border", "BS", "C", "H", "QuadPoints", "F"]);

const name = (dict: PDFDict, key: string) => dict.lookupMaybe(PDFName.of(key), PDFName)?.asString();

/** A link annotation rebuilt from LINK_KEYS and a URI action; any other annotation (comments, widgets, files) is dropped. */
function keptLink(document: PDFDocument, annotation: PDFDict): PDFRef | undefined {
  if (name(annotation, "Subtype") !== "/Link") return undefined;
  const link = document.context.obj({});
  for (const [key, value] of annotation.entries()) if (LINK_KEYS.has(key.asString().slice(1))) link.set(key, value);
  const action = annotation.lookupMaybe(PDFName.of("A"), PDFDict);
  const uri = action && name(action, "S") === "/URI" ? action.lookup(PDFName.of("URI")) : undefined;
  // Only a web address: a file path or a mail address names the author's computer or mailbox.
  if ((uri instanceof PDFString || uri instanceof PDFHexString) && /^https?:\/\//i.test(uri.decodeText()))
    link.set(PDFName.of("A"), document.context.obj({ S: "URI", URI: uri }));
  return document.context.register(link);
}

/** A JPEG picture stream (`/DCTDecode` alone) whose bytes are the file a camera or editor wrote, EXIF and XMP included. */
function isJpegImage(stream: PDFRawStream) {
  if (name(stream.dict, "Subtype") !== "/Image") return false;
  const filter = stream.dict.lookup(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  return filters.length === 1 && filters[0] instanceof PDFName && filters[0].asString() === "/DCTDecode";
}

/** The dictionary of a dictionary or stream, for the walks below. */
const dictOf = (object: PDFObject | undefined) => (object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined);

/** Every object reachable from the trailer (catalog and information dictionary), by reference. */
function reachable(document: PDFDocument): Set<PDFRef> {
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [document.context.trailerInfo.Root, document.context.trailerInfo.Info].filter(
    (object): object is PDFObject => object !== undefined,
  );
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = document.context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFArray) pending.push(...object.asArray());
    else {
      const dict = dictOf(object);
      if (dict) pending.push(...dict.values());
    }
  }
  return seen;
}

/**
 * The judge's copy of a PDF: its pages copied into a new document (pdf-lib's copyPages follows only what each page
 * uses, so no catalog entry, outline, form, attachment, script, structure tree or incremental-update history comes
 * along), then, in what was copied, every annotation other than a web link dropped, every `/Metadata` (XMP),
 * `/PieceInfo`, additional action and article bead removed, JPEG pictures' own EXIF, XMP, IPTC and comments cut
 * (jpeg-metadata.ts), and objects no longer reachable deleted. The document information
 * says only NEUTRAL_PRODUCER. Text stays text and the page count is the original's. An encrypted or malformed PDF,
 * or one whose page tree is not a tree, is refused (`countPagesSafely`, before pdf-lib walks it).
 */
export async function anonymisePdf(content: Uint8Array): Promise<Uint8Array> {
  const source = await PDFDocument.load(content, { updateMetadata: false });
  const pageCount = countPagesSafely(source);
  if (pageCount < 1) throw new Error("No pages");
  const copy = await PDFDocument.create({ updateMetadata: false });
  for (const page of await copy.copyPages(source, [...Array(pageCount).keys()])) {
    const annotations = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    if (annotations) {
      const links = annotations.asArray().flatMap((entry) => {
        const annotation = copy.context.lookupMaybe(entry, PDFDict);
        const link = annotation && keptLink(copy, annotation);
        return link ? [link] : [];
      });
      if (links.length > 0) page.node.set(PDFName.of("Annots"), copy.context.obj(links));
      else page.node.delete(PDFName.of("Annots"));
    }
    // Article beads lead to threads, whose information dictionary has a title and an author.
    page.node.delete(PDFName.of("B"));
    copy.addPage(page);
  }
  for (const [ref, object] of copy.context.enumerateIndirectObjects()) {
    const dict = dictOf(object);
    for (const key of STRIPPED_EVERYWHERE) dict?.delete(key);
    if (object instanceof PDFRawStream && isJpegImage(object)) copy.context.assign(ref, PDFRawStream.of(object.dict, jpegWithoutMetadata(object.contents)));
  }
  copy.setProducer(NEUTRAL_PRODUCER);
  const kept = reachable(copy);
  for (const [ref] of copy.context.enumerateIndirectObjects()) if (!kept.has(ref)) copy.context.delete(ref);
  return copy.save({ updateFieldAppearances: false });
}
