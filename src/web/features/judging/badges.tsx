import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AssignmentState, EntryMarkingState } from "#contracts/judging.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatMeasure } from "#contracts/number-format.ts";

const stateColor: Record<AssignmentState, string> = { pending: "gray", draft: "yellow", submitted: "teal" };
const entryStateColor: Record<EntryMarkingState, string> = { unassigned: "gray", in_progress: "ocean", needs_third: "orange", marked: "grape" };

/** A judge's progress on one assignment (the theme keeps light badges AA: theme.ts). */
export function AssignmentStateBadge({ state }: { state: AssignmentState }) {
  const { t } = useTranslation();
  return (
    <Badge color={stateColor[state]} variant="light" data-testid="assignment-state">
      {t(`judging.states.${state}`)}
    </Badge>
  );
}

export function EntryMarkingBadge({ state }: { state: EntryMarkingState }) {
  const { t } = useTranslation();
  return (
    <Badge color={entryStateColor[state]} variant="light" data-testid="marking-state">
      {t(`judging.entryStates.${state}`)}
    </Badge>
  );
}

/** Scores are exact halves (72.5); shown with the language's decimal mark, "—" while not final. */
export function formatScore(value: number | null, locale: Locale): string {
  if (value === null) return "—";
  return formatMeasure(value, locale, 2, 0);
}
