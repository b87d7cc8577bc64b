import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from "pdf-lib";

/** More nodes than any real document's page tree has; a 20 MB file can hold far fewer pages than this. */
const PAGE_TREE_MAX_NODES = 100_000;
/** Real page trees are a handful of levels deep; pdf-lib's own walk recurses, so depth is bounded too. */
const PAGE_TREE_MAX_DEPTH = 64;

const TYPE = PDFName.of("Type");
const PAGES = PDFName.of("Pages");
const PAGE = PDFName.of("Page");
const KIDS = PDFName.of("Kids");

/**
 * Walks the document's page tree iteratively and counts its pages, before pdf-lib walks it. pdf-lib visits every
 * path from the root, so a tree whose nodes list the same child twice (a DAG) costs 2^depth steps there; here each
 * node is visited once, a node reached a second time (a DAG or a cycle) is an error, and so are more than
 * PAGE_TREE_MAX_NODES nodes, a depth over PAGE_TREE_MAX_DEPTH and anything that is not a Pages or Page dictionary.
 */
export function countPagesSafely(document: PDFDocument): number {
  const root = document.catalog.get(PAGES);
  if (!(root instanceof PDFRef)) throw new Error("The catalog has no page tree");
  const seen = new Set<string>();
  const stack: { ref: PDFRef; depth: number }[] = [{ ref: root, depth: 0 }];
  let pages = 0;
  while (stack.length > 0) {
    const { ref, depth } = stack.pop()!;
    if (seen.has(ref.tag)) throw new Error(`Page tree node ${ref.tag} is reached twice`);
    seen.add(ref.tag);
    if (seen.size > PAGE_TREE_MAX_NODES) throw new Error("The page tree has too many nodes");
    if (depth > PAGE_TREE_MAX_DEPTH) throw new Error("The page tree is too deep");
    const node = document.context.lookup(ref);
    if (!(node instanceof PDFDict)) throw new Error(`Page tree node ${ref.tag} is not a dictionary`);
    const type = node.get(TYPE);
    if (type === PAGE) {
      pages += 1;
      continue;
    }
    if (type !== PAGES) throw new Error(`Page tree node ${ref.tag} is neither Pages nor Page`);
    const kids = node.lookup(KIDS);
    if (!(kids instanceof PDFArray)) throw new Error(`Page tree node ${ref.tag} has no Kids`);
    for (let index = 0; index < kids.size(); index += 1) {
      const kid = kids.get(index);
      if (!(kid instanceof PDFRef)) throw new Error(`Page tree node ${ref.tag} has a kid that is not a reference`);
      stack.push({ ref: kid, depth: depth + 1 });
    }
  }
  return pages;
}
