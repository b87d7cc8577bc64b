import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLink } from "#web/components/PageLink.tsx";
import { formatDateTime, useLocale } from "#web/lib/locale.ts";
import { countdownDigits } from "#web/lib/countdown-digits.ts";

const units = ["days", "hours", "minutes", "seconds"] as const;

/**
 * Counts down to the result announcement (or, given `title` and `done`, to another moment such as a marking
 * deadline). The server renders it from its own clock (`now`), the browser then keeps counting from its clock.
 * Once the final results are published (`published`) it says they are out and links to them; when the moment has
 * passed before an administrator published them, it links to the results page, which says when they will be.
 */
export function Countdown({
  target,
  now,
  title,
  done,
  published = false,
}: {
  target: string;
  now: string;
  title?: string;
  done?: ReactNode;
  published?: boolean;
}) {
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
  const digits = countdownDigits(remaining);
  return (
    <div className="panel" data-testid="countdown">
      <div className="stack gap-sm">
        <h2 className="heading xl" id="countdown-title">
          {title ?? t("contest.countdown.title")}
        </h2>
        <div className="row" role="timer" aria-labelledby="countdown-title" aria-describedby="countdown-date" data-countdown-target={target}>
          {units.map((unit) => (
            <div key={unit} className="stack gap-0 center countdown-unit">
              <p className="text bold ocean-9 countdown-number" data-unit={unit}>
                {digits[unit]}
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
