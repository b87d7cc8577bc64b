import { MultiSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PersonRef } from "#contracts/judging.ts";

/**
 * The contestant's optional declaration on their entry: judges they have a conflict of interest with (by name).
 * Those judges are never assigned the entry. Values are the judges' ids as the API takes them.
 */
export function ConflictJudgesField({
  judges,
  value,
  onChange,
  error,
}: {
  judges: PersonRef[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  if (!judges.length) return null;
  return (
    <MultiSelect
      label={t("judging.conflictField.label")}
      description={t("judging.conflictField.hint")}
      data={judges.map((judge) => ({ value: String(judge.id), label: judge.full_name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      maxValues={50}
      nothingFoundMessage={t("judging.queue.empty")}
      error={error}
      data-testid="conflict-judges"
    />
  );
}
