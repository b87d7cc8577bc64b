import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

/** Before publication a results page says when the results come, or that they come as soon as they are published. */
export function NotPublished({ round, at, now }: { round: "semi_final" | "final"; at: string; now: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const late = Date.parse(at) <= Date.parse(now);
  const key =
    round === "final" ? (late ? "results.public.lateFinal" : "results.public.notYetFinal") : late ? "results.public.lateSemi" : "results.public.notYetSemi";
  return (
    <Alert color="ocean" role="status" data-testid="results-not-published">
      {t(key, { date: formatDateTime(at, locale) })}
    </Alert>
  );
}
