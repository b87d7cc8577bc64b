import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The box of a wide table on the dashboards: below `minWidth` the table scrolls sideways in the browser's own box,
 * which takes the keyboard's focus (so it scrolls without a mouse) and is named by `label` for screen readers.
 */
export function TableRegion({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
