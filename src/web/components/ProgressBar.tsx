import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetchers, useNavigation } from "react-router";

const PROGRESS_DELAY_MS = 200;
const PROGRESS_DURATION_MS = 5000;

/**
 * A 2 px bar at the top while a page or its data loads. Quick loads never show it (200 ms delay);
 * it creeps towards 90 % over 5 s and completes when loading ends.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [phase, setPhase] = useState<"idle" | "waiting" | "running" | "done">("idle");

  useEffect(() => {
    if (busy) {
      setPhase("waiting");
      const timer = setTimeout(() => setPhase("running"), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : "idle"));
    const timer = setTimeout(() => setPhase("idle"), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === "idle" || phase === "waiting") return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t("progress.loading")}
      data-phase={phase}
      style={{ ["--progress-duration" as string]: `${PROGRESS_DURATION_MS}ms` }}
    />
  );
}
