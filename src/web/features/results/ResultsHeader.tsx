import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

/** A results page's title, lead, publication time and the way to the other round's results. */
export function ResultsHeader({ round, publishedAt }: { round: "semi_final" | "final"; publishedAt: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="xs">
      <Title order={1}>{t(round === "final" ? "results.public.finalTitle" : "results.public.semiTitle")}</Title>
      <Text>{t("results.public.lead")}</Text>
      {publishedAt && (
        <Text size="sm" data-testid="results-published-at">
          {t("results.public.publishedAt", { date: formatDateTime(publishedAt, locale) })}
        </Text>
      )}
      <Group>
        <Anchor component={PageLink} page={round === "final" ? "resultsSemiFinal" : "results"} underline="always">
          {t(round === "final" ? "results.public.semiLink" : "results.public.finalLink")}
        </Anchor>
      </Group>
    </Stack>
  );
}
