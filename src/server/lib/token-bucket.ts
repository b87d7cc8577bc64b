/**
 * A token bucket: at most `perSecond` takes a second on average, in bursts of at most one second's worth. A take
 * reserves its token at once (the count may go below zero) and answers how long to wait for it, so callers that
 * arrive together are spaced out in the order they came, without a queue.
 */
export function tokenBucket(perSecond: number, now: () => number = () => performance.now()) {
  let tokens = perSecond;
  let last = now();
  return {
    /** Milliseconds until the token just taken is there (0: at once). */
    take(): number {
      const at = now();
      tokens = Math.min(perSecond, tokens + ((at - last) / 1000) * perSecond) - 1;
      last = at;
      return tokens < 0 ? (-tokens / perSecond) * 1000 : 0;
    },
  };
}
