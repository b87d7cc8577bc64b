import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";

const units = [
  ["days", 86_400_000],
  ["hours", 3_600_000],
  ["minutes", 60_000],
  ["seconds", 1000],
] as const;

export function remainingParts(ms: number): Record<(typeof units)[number][0], number> {
  let rest = Math.max(0, ms);
  const parts = {} as Record<(typeof units)[number][0], number>;
  for (const [unit, size] of units) {
    parts[unit] = Math.floor(rest / size);
    rest -= parts[unit] * size;
  }
  return parts;
}

/**
 * Counts down to the result announcement (or, given `title` and `done`, to another moment such as a marking
 * deadline). The server renders it from its own clock (`now`), the browser then keeps counting from its clock.
 * Once the final results are published (`published`) it says they are out and links to them; when the moment has
 * passed before an administrator published them, it links to the results page, which says when they will be.
 */
export function Countdown({ target, now, title, done, published = false }: { target: string; now: string; title?: string; done?: ReactNode; published?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [current, setCurrent] = useState(() => Date.parse(now));
  const remaining = Date.parse(target) - current;
  useEffect(() => {
    setCurrent(Date.now());
    const timer = setInterval(() => setCurrent(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (remaining <= 0 && done) return done;
  if (remaining <= 0 || published) {
    return (
      <div className="panel" data-testid="countdown-done" data-published={published}>
        <div className="stack gap-xs">
          <h2 className="heading xl">{t(published ? "contest.countdown.doneTitle" : "contest.countdown.pendingTitle")}</h2>
          <PageLink page="results" className="text link mantine-focus-auto">
            {t("contest.countdown.doneLink")}
          </PageLink>
        </div>
      </div>
    );
  }
  const parts = remainingParts(remaining);
  return (
    <div className="panel" data-testid="countdown">
      <div className="stack gap-sm">
        <h2 className="heading xl" id="countdown-title">
          {title ?? t("contest.countdown.title")}
        </h2>
        <div className="row" role="timer" aria-labelledby="countdown-title" aria-describedby="countdown-date">
          {units.map(([unit]) => (
            <div key={unit} className="stack gap-0 center countdown-unit">
              <p className="text bold ocean-9 countdown-number" data-unit={unit}>
                {String(parts[unit]).padStart(unit === "days" ? 1 : 2, "0")}
              </p>
              <p className="text sm">{t(`contest.countdown.${unit}`)}</p>
            </div>
          ))}
        </div>
        <p className="text sm" id="countdown-date">
          {t("contest.countdown.date", { date: formatDateTime(target, locale) })}
        </p>
      </div>
    </div>
  );
}
