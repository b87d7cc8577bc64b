import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Editing happens on a page of its own (a link) or in a dialog on this one (a button). */
export type RowEdit = { to: string } | { onClick: () => void };

/**
 * The edit and delete buttons of an admin list's row. Their accessible names carry the row's name ("Edit <name>",
 * "Delete <name>"), so a screen reader's list of buttons tells the rows apart; deleting only calls `onDelete`, which
 * asks for confirmation in the page's own dialog (what it says differs from list to list).
 */
export function RowActions({ name, edit, onDelete, testIdPrefix, children }: { name: string; edit: RowEdit; onDelete: () => void; testIdPrefix?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const testId = (action: string) => (testIdPrefix ? { "data-testid": `${testIdPrefix}-${action}` } : {});
  const editLabel = { "aria-label": t("rowActions.editOf", { name }), ...testId("edit") };
  return (
    <Group gap="xs" wrap="nowrap">
      {"to" in edit ? (
        <Button component={Link} to={edit.to} size="xs" variant="default" {...editLabel}>
          {t("rowActions.edit")}
        </Button>
      ) : (
        <Button size="xs" variant="default" onClick={edit.onClick} {...editLabel}>
          {t("rowActions.edit")}
        </Button>
      )}
      {children}
      <Button size="xs" color="red.9" variant="outline" onClick={onDelete} aria-label={t("rowActions.deleteOf", { name })} {...testId("delete")}>
        {t("rowActions.delete")}
      </Button>
    </Group>
  );
}
