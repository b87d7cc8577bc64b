import fs from "node:fs";
import path from "node:path";

/**
 * The seeded editorial copy lives as files under `content/` at the repository root (pages, news), not in code:
 * editors read and change it as text. The server runs from the repository (`npm start` runs src/server/main.ts),
 * so the folder sits beside `src`; CONTENT_DIR is resolved from this file, not from the working directory.
 */
const CONTENT_DIR = path.resolve(import.meta.dirname, "../../../content");

export interface ContentFile {
  /** The front matter's `key: value` lines. */
  meta: Record<string, string>;
  body: string;
}

/** Reads one content file: a front matter block between `---` lines, then the body. */
export function readContentFile(...parts: string[]): ContentFile {
  const file = path.join(CONTENT_DIR, ...parts);
  const text = fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter (a block between two "---" lines at the top)`);
  const meta = Object.fromEntries(
    (match[1] ?? "")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const colon = line.indexOf(":");
        if (colon < 1) throw new Error(`${file}: front matter line without "key: value": ${line}`);
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
      }),
  );
  return { meta, body: (match[2] ?? "").trim() };
}

/** A JSON file of the content folder. */
export function readContentJson<T>(...parts: string[]): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, ...parts), "utf8")) as T;
}

/** The names in a content subfolder, sorted. */
export function contentFiles(...parts: string[]): string[] {
  return fs.readdirSync(path.join(CONTENT_DIR, ...parts)).sort();
}
