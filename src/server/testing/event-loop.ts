/** How late a 20 ms timer fires, at worst, while `work` runs: the event loop's delay (a failure of `work` is ignored). */
export async function worstTimerDelay<T>(work: Promise<T>) {
  let worst = 0;
  let expected = performance.now() + 20;
  const timer = setInterval(() => {
    worst = Math.max(worst, performance.now() - expected);
    expected = performance.now() + 20;
  }, 20);
  try {
    await work.catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return worst;
}
