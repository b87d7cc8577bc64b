import fs from "node:fs";
import path from "node:path";
import { toneOnSecondVowel } from "#domain/vietnamese-tone.ts";

/**
 * Fails when a message exists in one language and not the other, or is empty, or when a Vietnamese message puts
 * the tone of "oa", "oe", "uy" on the second vowel ("xoá"; the catalogues write "xóa", src/domain/vietnamese-tone.ts).
 * Vietnamese is the source.
 */
const root = path.resolve(import.meta.dirname, "..");
const catalogues = ["src/web/i18n", "src/contracts/i18n"];

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[prefix + key, value] as [string, string]] : keysOf(value, `${prefix}${key}.`)));

let problems = 0;
const report = (message: string) => {
  problems++;
  console.error(message);
};
for (const dir of catalogues) {
  const read = (locale: string) => new Map(keysOf(JSON.parse(fs.readFileSync(path.join(root, dir, `${locale}.json`), "utf8")) as Tree));
  const vi = read("vi");
  const en = read("en");
  for (const [key, text] of vi) {
    if (!en.has(key)) report(`${dir}: "${key}" is missing in en.json`);
    if (!text.trim()) report(`${dir}: "${key}" is empty in vi.json`);
    for (const { word, spelling } of toneOnSecondVowel(text)) report(`${dir}: "${key}" writes "${word}"; the catalogues write "${spelling}"`);
  }
  for (const [key, text] of en) {
    if (!vi.has(key)) report(`${dir}: "${key}" is missing in vi.json`);
    if (!text.trim()) report(`${dir}: "${key}" is empty in en.json`);
  }
}
if (problems) {
  console.error(`i18n: ${problems} problem(s).`);
  process.exit(1);
}
console.log(`i18n: ${catalogues.length} catalogues complete in vi and en.`);
