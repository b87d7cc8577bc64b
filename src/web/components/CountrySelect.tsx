import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryChoices } from "#domain/countries.ts";
import { useLocale } from "#web/lib/locale.ts";

/**
 * Nationality as a country code, chosen from every country named in the page's language, Vietnam first. The
 * browser's own select (typing a name's first letters finds it) works before the page hydrates and adds no script or
 * floating layer to public pages (docs/decisions/0024-nationality-as-country-code.md).
 */
export function CountrySelect(props: Omit<NativeSelectProps, "data">) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(() => [{ value: "", label: t("countrySelect.choose") }, ...countryChoices(locale)], [locale, t]);
  return <NativeSelect {...props} data={data} />;
}
