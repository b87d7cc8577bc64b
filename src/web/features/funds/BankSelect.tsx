import { Select, type ComboboxItem, type OptionsFilter } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { searchFold } from "#domain/search-text.ts";
import { bankName, vietnamBanks } from "#domain/vietnam-banks.ts";
import { useLocale } from "#web/lib/locale.ts";

/** Typing "ngoai thuong" or "vcb" finds a bank as search does elsewhere: without accents or case. */
const foldedFilter: OptionsFilter = ({ options, search }) => {
  const sought = searchFold(search);
  // The list has no groups: every option is an item.
  return (options as ComboboxItem[]).filter((option) => searchFold(`${option.label} ${option.value}`).includes(sought));
};

/**
 * The bank investors pay into, picked from the list of Vietnamese banks by NAPAS BIN (src/domain/vietnam-banks.ts),
 * named in the page's language; the form sends the BIN as `bank_bin`.
 */
export function BankSelect({ defaultValue, error }: { defaultValue: string; error?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(() => vietnamBanks.map((bank) => ({ value: bank.bin, label: bankName(bank.bin, locale) })), [locale]);
  return (
    <Select
      name="bank_bin"
      label={t("fundRules.bankPick")}
      description={t("fundRules.bankPickHint")}
      placeholder={t("fundRules.bankSearch")}
      data={data}
      // Uncontrolled: Mantine then shows the picked bank's name in the field even when the same bank is picked again.
      defaultValue={defaultValue || null}
      searchable
      // Picking the bank already chosen keeps it (Mantine would deselect it); the clear button empties the field.
      allowDeselect={false}
      clearable
      filter={foldedFilter}
      nothingFoundMessage={t("fundRules.bankNothing")}
      error={error}
      data-testid="rules-bank"
    />
  );
}
