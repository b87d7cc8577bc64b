import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Previous / "page x of y" / next, as links (works without JavaScript); hidden when everything fits on one page. */
/** `label` names the pager when a page has more than one (each landmark needs its own name). */
export function Pager({ page, pages, linkTo, label }: { page: number; pages: number; linkTo: (page: number) => string; label?: string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label ?? t("publicSite.pager.label")} justify="center">
      {page > 1 ? (
        <Button component={Link} to={linkTo(Math.min(page - 1, pages))} variant="default">
          {t("publicSite.pager.previous")}
        </Button>
      ) : null}
      <Text>{t("publicSite.pager.pageOf", { page, pages })}</Text>
      {page < pages ? (
        <Button component={Link} to={linkTo(page + 1)} variant="default">
          {t("publicSite.pager.next")}
        </Button>
      ) : null}
    </Group>
  );
}
