import { Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { locales, type Locale } from "#contracts/locale.ts";
import { RichTextEditor } from "#web/components/RichTextEditor.tsx";

interface ColumnsProps {
  values: Record<string, string>;
  errorOf: (name: string) => string | undefined;
  /** News has a summary between title and body; content pages do not. */
  withSummary?: boolean;
  bodyLabel: string;
  /** Prefix of the fields' test ids ("news" gives news-title_vi, news-body_en...). */
  testPrefix: string;
}

/**
 * Vietnamese and English side by side (stacked on narrow screens): title, optional summary and the rich-text body,
 * named `<field>_<lang>`. Vietnamese is required; English is optional.
 */
export function BilingualColumns({ values, errorOf, withSummary = false, bodyLabel, testPrefix }: ColumnsProps) {
  const { t } = useTranslation();
  const column = (lang: Locale) => {
    const required = lang === "vi";
    const name = (field: string) => `${field}_${lang}`;
    const common = (field: string) => ({
      name: name(field),
      defaultValue: values[name(field)] ?? "",
      error: errorOf(name(field)),
      required,
      withAsterisk: required,
      "data-testid": `${testPrefix}-${name(field)}`,
    });
    return (
      <Stack gap="md" lang={lang} key={lang}>
        <Title order={2} fz="h3">
          {t(`newsAdmin.form.column.${lang}`)}
        </Title>
        <TextInput {...common("title")} label={t("newsAdmin.form.title")} />
        {withSummary ? (
          <Textarea {...common("summary")} label={t("newsAdmin.form.summary")} description={t("newsAdmin.form.summaryHint")} autosize minRows={3} />
        ) : null}
        <RichTextEditor
          name={name("body")}
          label={bodyLabel}
          defaultValue={values[name("body")] ?? ""}
          error={errorOf(name("body"))}
          required={required}
          lang={lang}
          testId={`${testPrefix}-${name("body")}`}
        />
      </Stack>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      {locales.map(column)}
    </SimpleGrid>
  );
}

/** Save, and back to the list without saving. */
export function SaveOrBack({ backTo, testId }: { backTo: string; testId: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Group>
      <Button type="submit" loading={navigation.state === "submitting"} data-testid={testId}>
        {t("newsAdmin.form.save")}
      </Button>
      <Button component={Link} to={backTo} variant="default">
        {t("newsAdmin.form.back")}
      </Button>
    </Group>
  );
}
