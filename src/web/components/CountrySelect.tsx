import { InputBase, type InputBaseProps } from "@mantine/core";
import { useMemo, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { countryChoices } from "#domain/countries.ts";

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

const chevron = (
  <svg width={14} height={14} viewBox="0 0 15 15" aria-hidden="true" focusable={false}>
    <path
      d="M4.93 5.43a.45.45 0 0 1 .64 0L7.5 7.36l1.93-1.93a.45.45 0 1 1 .64.64L7.82 8.32a.45.45 0 0 1-.64 0L4.93 6.07a.45.45 0 0 1 0-.64Z"
      fill="currentColor"
    />
  </svg>
);

type CountrySelectProps = InputBaseProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> & { name: string; "data-testid"?: string };

/**
 * Nationality as a country code, chosen from every country named in the page's language, Vietnam first. The
 * browser's own select (typing a name's first letters finds it) works before the page hydrates and adds no script,
 * floating layer or stylesheet beyond the inputs' to public pages (docs/decisions/0024-nationality-as-country-code.md).
 */
export function CountrySelect(props: CountrySelectProps) {
  const { t } = useTranslation();
  const names = useCountryNames();
  const choices = useMemo(() => countryChoices(names), [names]);
  return (
    <InputBase component="select" rightSection={chevron} rightSectionPointerEvents="none" {...props}>
      <option value="">{t("countrySelect.choose")}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </InputBase>
  );
}
