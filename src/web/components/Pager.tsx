import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Previous / "page N of M" / next, as plain links (works without scripts); nothing when there is one page. */
export function Pager({ page, pages, linkTo }: { page: number; pages: number; linkTo: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t("news.pageOf", { page, pages })} justify="center">
      {page > 1 ? (
        <Button component={Link} to={linkTo(page - 1)} variant="default">
          {t("news.previous")}
        </Button>
      ) : null}
      <Text>{t("news.pageOf", { page, pages })}</Text>
      {page < pages ? (
        <Button component={Link} to={linkTo(page + 1)} variant="default">
          {t("news.next")}
        </Button>
      ) : null}
    </Group>
  );
}
