import { pageSections, type PageSection } from "#contracts/pages.ts";
import { contentFiles, readContentFile } from "#server/lib/content-files.ts";

export interface SeedPage {
  section: PageSection;
  slug: string;
  title_vi: string;
  title_en: string;
  /** Plain text (paragraphs separated by a blank line, see TranslatedBody) or sanitised-editor HTML. */
  body_vi: string;
  body_en: string;
}

/**
 * The pages seeded on a fresh install, from content/pages/<section>/<slug>.<vi|en>.<txt|html>: a `title:` front
 * matter line, then the body. Both languages must exist. Figures that change (dates, limits, counts) are written as
 * tokens ({{edition.submission_closes}}, see docs/content.md) and filled from the edition when a page is read.
 */
export function seedPages(sections: readonly PageSection[] = pageSections): SeedPage[] {
  return sections.flatMap((section) => {
    const files = contentFiles("pages", section);
    return files
      .filter((name) => name.includes(".vi."))
      .map((name) => {
        const [slug, , extension] = name.split(".");
        const vi = readContentFile("pages", section, name);
        const en = readContentFile("pages", section, `${slug}.en.${extension}`);
        return { section, slug: slug ?? "", title_vi: vi.meta.title ?? "", title_en: en.meta.title ?? "", body_vi: vi.body, body_en: en.body };
      });
  });
}
