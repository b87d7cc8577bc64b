import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The names of the finalists who consented, while the final is judged blind: in alphabetical order and apart from
 * the ranking, so that no name points to an entry a final-round judge is marking.
 */
export function FinalistNames({ names }: { names: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="finalist-names" data-testid="finalist-names">
      <Title order={2} size="h3" id="finalist-names">
        {t("results.public.namesTitle")}
      </Title>
      <Text size="sm">{t("results.public.namesLead")}</Text>
      {names.length ? (
        <List>
          {names.map((name, i) => (
            <List.Item key={`${i}-${name}`}>{name}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t("results.public.namesNone")}
        </Text>
      )}
    </Stack>
  );
}
