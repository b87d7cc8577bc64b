import type { Page } from "@playwright/test";
import { shared, ui, type Lang } from "./support.ts";

/**
 * What a page shows that is not in its own language: a text of the other language's catalogue, a raw i18n key, an
 * unfilled {{placeholder}}, a component library's English default, or a native control that speaks the browser's
 * language instead of the page's (bilingual-parity.spec.ts runs it on every page type in both languages).
 */

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
const entries = (lang: Lang) => [...flatten(ui[lang] as Tree), ...flatten(shared[lang] as Tree)];

/** Shorter pieces (names, "Email", "OK") are the same in both languages too often to prove anything. */
const DISTINCTIVE_LENGTH = 14;

/**
 * The pieces of the other language's texts that never occur in any text of this language: each text split at its
 * placeholders, markup and line breaks, keeping the pieces of two or more words long enough to be distinctive.
 */
function distinctivePieces(lang: Lang, other: Lang): string[] {
  const own = entries(lang)
    .map(([, text]) => text)
    .join("\n");
  const pieces = entries(other).flatMap(([, text]) => text.split(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|\n/).map((piece) => piece.trim()));
  return [...new Set(pieces)].filter((piece) => piece.length >= DISTINCTIVE_LENGTH && piece.includes(" ") && !own.includes(piece));
}

const pieces = { vi: distinctivePieces("vi", "en"), en: distinctivePieces("en", "vi") };
const keys = new Set([...entries("vi"), ...entries("en")].map(([key]) => key).filter((key) => key.includes(".")));

/** Mantine's and the browser's English defaults, as a whole text or label. */
const libraryDefaults = [
  "Choose File",
  "Choose Files",
  "No file chosen",
  "Nothing found",
  "No options",
  "Loading...",
  "mm/dd/yyyy",
  "Pick date",
  "Select date",
  "Close",
  "Clear",
  "Search...",
];

/** The visible texts of the page (text, labels, placeholders, titles, alt texts), leaving out parts marked as another language. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const foreign = (element: Element) => (element.closest("[lang]")?.getAttribute("lang") ?? lang) !== lang;
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName) || foreign(parent) || !parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll(
      "[placeholder], [aria-label], [title], img[alt], input[type=submit][value], input[type=button][value]",
    )) {
      if (foreign(element) || !element.checkVisibility()) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt", "value"]) {
        const value = element.getAttribute(name)?.trim();
        if (value && (name !== "value" || element.matches("input[type=submit], input[type=button]"))) texts.push(value);
      }
    }
    return texts;
  });
}

/** Everything on the page that is not in `lang`, each with the reason; empty when the page speaks its language. */
export async function untranslated(page: Page, lang: Lang): Promise<string[]> {
  const texts = await visibleTexts(page);
  const all = texts.join("\n");
  const problems = pieces[lang].filter((piece) => all.includes(piece)).map((piece) => `text of the other language: "${piece}"`);
  for (const text of texts) {
    for (const token of text.split(/\s+/)) if (keys.has(token.replace(/[.,:;]$/, ""))) problems.push(`raw i18n key: "${token}"`);
    if (/\{\{\s*\w+\s*\}\}/.test(text)) problems.push(`unfilled placeholder: "${text}"`);
    if (lang === "vi" && libraryDefaults.includes(text)) problems.push(`library default: "${text}"`);
  }
  // A native date or file control speaks the browser's language, whatever the page's.
  const native = await page
    .locator("input[type=file], input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]")
    .evaluateAll((inputs) =>
      inputs.filter((input) => input.checkVisibility({ opacityProperty: true, visibilityProperty: true })).map((input) => input.outerHTML.slice(0, 120)),
    );
  return [...problems, ...native.map((html) => `native control in the browser's language: ${html}`)];
}
