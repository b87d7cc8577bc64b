import type { ComponentPropsWithoutRef } from "react";

/**
 * A read-only table for public pages, drawn like Mantine's `Table` (app.css, `.plain-table`) without it: Mantine's
 * Table always brings its scroll container, and with it ScrollArea and floating-ui (18 KB brotli), into every page
 * that shows one (docs/performance.md, "Bundles"). Below `minWidth` it scrolls sideways in the browser's own box.
 * `striped` and `bordered` are Mantine's `striped` and `withTableBorder`; the caption goes below unless `captionTop`.
 * Cells with the class `end` are aligned to the right (numbers).
 */
export function PlainTable({ minWidth, striped = false, bordered = false, captionTop = false, ...table }: { minWidth: number; striped?: boolean; bordered?: boolean; captionTop?: boolean } & ComponentPropsWithoutRef<"table">) {
  return (
    <div className="plain-table-scroll">
      <table className="plain-table" data-striped={striped || undefined} data-bordered={bordered || undefined} data-caption-top={captionTop || undefined} style={{ minWidth }} {...table} />
    </div>
  );
}
