import { useEffect, useState } from "react";

/** Whole seconds from `now` until `deadline` (both in ms), never negative: 1.2 s left reads as 2, so 0 means "now". */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Counts `seconds` down once a second in the browser, starting again whenever `since` (when the server measured
 * `seconds`) changes. The server render shows `seconds` as measured.
 */
export function useSecondsLeft(seconds: number, since: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    setLeft(secondsUntil(deadline, Date.now()));
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return left;
}
