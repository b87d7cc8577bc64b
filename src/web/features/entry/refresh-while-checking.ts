import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";
import type { EntryFile } from "#contracts/entry.ts";

/** How often the page asks again while a file is being checked: a file's check takes up to about a second when none waits. */
export const CHECK_POLL_MS = 2000;

/**
 * Loads the draft again every CHECK_POLL_MS while any of its files is being checked (its check is a job that runs
 * after the last byte arrived: ADR 0029), so the file turns ready, or refused with its reason, by itself; and while
 * a Send waits for the checks (`sendRequested`, ADR 0030), whose entry is sent just after the last file turns ready.
 * Only while nothing else loads: asking again aborts a page load under way and starts it over, so the page the
 * contestant went to (the sent entry's) could never arrive on a server slower than the poll.
 */
export function useRefreshWhileChecking(files: EntryFile[], sendRequested = false) {
  const revalidator = useRevalidator();
  const settled = useNavigation().state === "idle";
  const checking = sendRequested || files.some((file) => file.state === "checking");
  useEffect(() => {
    if (!checking || !settled) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, CHECK_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, settled, revalidator]);
}
