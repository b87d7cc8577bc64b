import { Button, Group } from "@mantine/core";
import { useId, type ReactNode } from "react";
import type { Locale } from "#contracts/locale.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Editing happens on a page of its own (a link) or in a dialog on this one (a button). */
export type RowEdit = { to: string } | { onClick: () => void };

/**
 * The edit and delete buttons of an admin list's row. Their accessible names carry the row's name ("Edit <name>",
 * "Delete <name>"), so a screen reader's list of buttons tells the rows apart; deleting only calls `onDelete`, which
 * asks for confirmation in the page's own dialog (what it says differs from list to list). The name is read from an
 * element of its own, in `nameLang` when it is content in one language (a Vietnamese title on an English page).
 */
export function RowActions({
  name,
  nameLang,
  edit,
  onDelete,
  testIdPrefix,
  children,
}: {
  name: string;
  nameLang?: Locale;
  edit: RowEdit;
  onDelete: () => void;
  testIdPrefix?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const testId = (action: string) => (testIdPrefix ? { "data-testid": `${testIdPrefix}-${action}` } : {});
  const labelled = (action: string) => ({ id: `${id}-${action}`, "aria-labelledby": `${id}-${action} ${id}-name`, ...testId(action) });
  const editLabel = labelled("edit");
  return (
    <Group gap="xs" wrap="nowrap">
      <span id={`${id}-name`} lang={nameLang} hidden>
        {name}
      </span>
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
      <Button size="xs" color="red.9" variant="outline" onClick={onDelete} {...labelled("delete")}>
        {t("rowActions.delete")}
      </Button>
    </Group>
  );
}
