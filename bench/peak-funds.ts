import { randomUUID } from "node:crypto";
import { formatCutoff, vietnamDateTime } from "#domain/fund-dealing.ts";
import { dealingAt } from "#server/modules/funds/trade-terms.ts";
import { completeKyc, completeRules } from "#server/testing/fund-values.ts";
import { call } from "./http-client.ts";
import { adminHeaders, check, failures, latencies, seedPeople, spreadOver, total, type Target } from "./peak-common.ts";

/**
 * The fund's cut-off: investors with KYC passed (seeded, no argon2) each place a buy with an Idempotency-Key, open
 * loop over the window; one in ten sends the same request twice at once (a double tap), which must give one order.
 * The fund rules' cut-off is set to the minute nearest the middle of the window, so on a dealing day orders fall on
 * both sides of it. Each stored order's trade and dealing days are then recomputed from its placing time by the
 * product's rule (holidays included). Targets: 0 errors, p99 under 200 ms, one order per investor, every day right.
 */

export interface FundsScale {
  investors: number;
  seconds: number;
}

const P99_TARGET_MS = 200;
const MINUTE = 60_000;

export async function fundCutoff(target: Target, scale: FundsScale) {
  const { deps, server } = target;
  const middle = new Date(Date.now() + (scale.seconds * 1000) / 2 + MINUTE / 2);
  const cutoffMinutes = vietnamDateTime(middle).minutes;
  const rules = await call(server.origin, "PUT", "/api/v1/funds/settings", await adminHeaders(deps), { ...completeRules, cutoff: formatCutoff(cutoffMinutes) });
  if (rules.status !== 200) throw new Error(`fund rules: ${rules.status} ${JSON.stringify(rules.json)}`);
  const investors = await seedPeople(deps, scale.investors, "investor", (n) => ({
    email: `investor-${n}@bench.test`,
    phone_number: `+8490${String(n).padStart(7, "0")}`,
    id_number: `FUND${String(n).padStart(8, "0")}`,
    birth_date: "1985-02-01",
    ...completeKyc,
  }));

  const started = performance.now();
  const answers = await spreadOver(investors, scale.seconds, async (investor) => {
    const n = investors.indexOf(investor);
    const headers = { ...investor.headers, "idempotency-key": randomUUID() };
    const body = { type: "buy", loai: n % 2, giatri: 1_000_000 + n * 1_000, soluongban: 0 };
    const tries = await Promise.all(Array.from({ length: n % 10 === 0 ? 2 : 1 }, () => call(server.origin, "POST", "/api/v1/order", headers, body)));
    const ids = new Set(tries.map((answer) => (answer.json?.data as { order?: { id: number } } | undefined)?.order?.id));
    return { tries, oneOrder: ids.size === 1 };
  });
  const seconds = (performance.now() - started) / 1000;
  const all = answers.flatMap((answer) => answer.tries);
  const failed = failures(all, 201);
  const doubles = answers.filter((answer) => answer.tries.length > 1);

  const stored = await deps.db
    .selectFrom("fund_orders")
    .select(["date_create", "trade_date", "dealing_date"])
    .where(
      "user_id",
      "in",
      investors.map((investor) => investor.id),
    )
    .execute();
  const byRule: Record<string, number> = {};
  let wrongDays = 0;
  for (const order of stored) {
    const dealing = await dealingAt(deps.db, cutoffMinutes, new Date(order.date_create));
    byRule[dealing.rule] = (byRule[dealing.rule] ?? 0) + 1;
    if (dealing.tradeDate !== order.trade_date || dealing.dealingDate !== order.dealing_date) wrongDays += 1;
  }
  const latency = latencies(all.map((answer) => answer.ms));
  return {
    investors: scale.investors,
    seconds: scale.seconds,
    requests: all.length,
    ordersPerSecond: Math.round((scale.investors / seconds) * 10) / 10,
    order: { ...latency, failed },
    doubleTaps: doubles.length,
    doubleTapsWithOneOrder: doubles.filter((answer) => answer.oneOrder).length,
    storedOrders: stored.length,
    cutoff: formatCutoff(cutoffMinutes),
    byRule,
    wrongDays,
    checks: [
      check("errors", total(failed), "0", total(failed) === 0),
      check("order p99 ms", latency.p99, `< ${P99_TARGET_MS}`, latency.p99 < P99_TARGET_MS),
      check(
        "orders stored (double taps once)",
        stored.length,
        `${scale.investors}`,
        stored.length === scale.investors && doubles.every((answer) => answer.oneOrder),
      ),
      check("dealing days wrong by the cut-off rule", wrongDays, "0", wrongDays === 0 && stored.length > 0),
    ],
  };
}

export function fundLines(r: Awaited<ReturnType<typeof fundCutoff>>): string[] {
  return [
    `${r.investors} buys (${r.requests} requests, ${r.doubleTaps} double taps) over ${r.seconds} s: p50 ${r.order.p50} p99 ${r.order.p99} max ${r.order.max} ms${total(r.order.failed) ? `, failed ${JSON.stringify(r.order.failed)}` : ""}`,
    `${r.storedOrders} orders stored; cut-off ${r.cutoff} (Vietnam time) mid-window: ${JSON.stringify(r.byRule)}, ${r.wrongDays} with a wrong trade or dealing day`,
  ];
}
