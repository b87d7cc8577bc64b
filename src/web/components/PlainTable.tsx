import type { ComponentPropsWithoutRef } from "react";
import "./PlainTable.css";

/**
 * A read-only table for public pages, drawn like Mantine's `Table` (PlainTable.css, `.plain-table`) without it: Mantine's
 * Table always brings its scroll container, and with it ScrollArea and floating-ui (18 KB brotli), into every page
 * that shows one (docs/performance.md, "Bundles"). Below `minWidth` it scrolls sideways in the browser's own box.
 * `striped` and `bordered` are Mantine's `striped` and `withTableBorder`; the caption goes below unless `captionTop`.
 * Cells with the class `end` are aligned to the right (numbers). With `maxHeight` (px) a long table scrolls in its
 * box under a header that stays; the box takes the keyboard's focus, so it can be scrolled without a mouse.
 * With `stacked`, a phone (below the theme's `sm`) sees each row as a card of labelled lines instead of a table wider
 * than the screen: every cell then carries its column's name in `data-label`.
 */
export function PlainTable({
  minWidth,
  maxHeight,
  striped = false,
  bordered = false,
  captionTop = false,
  stacked = false,
  ...table
}: {
  minWidth: number;
  maxHeight?: number;
  striped?: boolean;
  bordered?: boolean;
  captionTop?: boolean;
  stacked?: boolean;
} & ComponentPropsWithoutRef<"table">) {
  return (
    <div
      className="plain-table-scroll"
      {...(maxHeight === undefined ? {} : { style: { maxHeight }, tabIndex: 0, role: "region", "aria-label": table["aria-label"], "data-sticky": true })}
    >
      <table
        className="plain-table"
        data-striped={striped || undefined}
        data-bordered={bordered || undefined}
        data-caption-top={captionTop || undefined}
        data-stacked={stacked || undefined}
        style={{ minWidth }}
        {...table}
      />
    </div>
  );
}
