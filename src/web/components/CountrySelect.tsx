import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryChoices } from "#contracts/countries.ts";

/** The page language's country names (the shared catalogue's `countries`, in alphabetical order), by code. */
function useCountryNames(): Record<string, string> {
  const { i18n } = useTranslation();
  return i18n.getResource(i18n.language, "shared", "countries") as Record<string, string>;
}

/** A country code as the page's reader calls it. */
export function useCountryName(): (code: string) => string {
  const names = useCountryNames();
  return (code) => names[code] ?? code;
}

/**
 * Nationality as a country code, chosen from every country named in the page's language, Vietnam first. The
 * browser's own select (typing a name's first letters finds it) works before the page hydrates and adds no script or
 * floating layer to public pages (docs/decisions/0024-nationality-as-country-code.md).
 */
export function CountrySelect(props: Omit<NativeSelectProps, "data">) {
  const { t } = useTranslation();
  const names = useCountryNames();
  const data = useMemo(() => [{ value: "", label: t("countrySelect.choose") }, ...countryChoices(names)], [names, t]);
  return <NativeSelect {...props} data={data} />;
}
