import { publishReport } from "./content.ts";
import type { Account, DemoApp } from "./demo-app.ts";
import { approve, createInvestors, investorPhone, markPaid, placeBuy, sell } from "./investors.ts";
import { dealingDays, marketSteps, setFundRules, vietnamTime } from "./market.ts";
import type { Step } from "./steps.ts";

const DAY = 86_400_000;

export interface FundsState {
  investors: Account[];
  /** Buy orders per investor, in the order placed. */
  lots: Map<number, { id: number; loai: 0 | 1 }[]>;
  /** Sale order ids by investor index. */
  sales: Map<number, number>;
}

/**
 * A year (`historyDays`) of both funds up to `now`: the rules and holidays first, the index and NAV of every dealing day, investors
 * who buy through the year (approved the same day, priced by the next NAV), two sales confirmed by code, approved,
 * priced and paid, an offline buy, referral commissions, and a monthly report per fund.
 */
export function fundsPlan(demo: DemoApp, now: Date, historyDays = 365): { state: FundsState; steps: Step[] } {
  const state: FundsState = { investors: [], lots: new Map(), sales: new Map() };
  const start = new Date(now.getTime() - historyDays * DAY);
  const days = dealingDays(start, now).filter((day) => vietnamTime(day, 16) <= now);
  const steps: Step[] = [
    {
      at: new Date(start.getTime() - 3 * DAY),
      label: "fund rules, holidays and investors",
      run: async () => {
        await setFundRules(demo);
        state.investors = await createInvestors(demo);
      },
    },
    ...marketSteps(demo, days),
  ];

  // Each investor buys every couple of months, alternating the funds, from the week after they arrive.
  for (let n = 0; n < 8; n += 1) {
    for (let k = 3 + n * 9, j = 0; k < days.length - 3; k += 45 + n * 3, j += 1) {
      const loai = ((n + j) % 2) as 0 | 1;
      const amount = (5 + ((n * 7 + k) % 20)) * 1_000_000;
      steps.push({
        at: vietnamTime(days[k]!, 10, 15),
        label: `buy by investor ${n + 1}`,
        run: async () => {
          const who = state.investors[n]!;
          const id = await placeBuy(demo, who, loai, amount);
          state.lots.set(who.id, [...(state.lots.get(who.id) ?? []), { id, loai }]);
        },
      });
      steps.push({
        at: vietnamTime(days[k]!, 11),
        label: `buy approved, investor ${n + 1}`,
        run: () => approve(demo, state.lots.get(state.investors[n]!.id)!.at(-1)!.id),
      });
    }
  }

  // Two sales of part of a first lot late in the history, paid four dealing days later (priced by then).
  for (const n of [1, 2]) {
    const k = Math.floor(days.length * 0.85) - n * 5;
    steps.push({
      at: vietnamTime(days[k]!, 9, 30),
      label: `sale by investor ${n + 1}`,
      run: async () => {
        const who = state.investors[n]!;
        const lot = state.lots.get(who.id)![0]!;
        state.sales.set(n, await sell(demo, who, investorPhone(n), lot.loai, lot.id, "150.00"));
      },
    });
    steps.push({ at: vietnamTime(days[k + 4]!, 10), label: `sale paid, investor ${n + 1}`, run: () => markPaid(demo, state.sales.get(n)!) });
  }

  steps.push({
    at: vietnamTime(days[days.length - 20]!, 15),
    label: "an offline buy",
    run: async () => {
      const who = state.investors[3]!;
      // Received on paper that morning, keyed in after the cut-off: it waits for a second administrator (docs/funds.md).
      await demo.call(demo.admin, "POST", "/order/admin/addorder", {
        user_id: who.id,
        loai: 0,
        giatri: 200_000_000,
        type: "buy",
        date_create: vietnamTime(days[days.length - 20]!, 9).toISOString(),
        reason: "Phiếu lệnh giấy nhận tại quầy lúc 9:00",
      });
    },
  });
  for (let month = 1; month <= historyDays / 30.5; month += 1) {
    const day = days.find((d) => d >= new Date(start.getTime() + month * 30.5 * DAY).toISOString().slice(0, 10));
    if (day)
      steps.push({ at: vietnamTime(day, 17), label: `monthly reports ${day}`, run: async () => Promise.all([publishReport(demo, 0), publishReport(demo, 1)]) });
  }
  return { state, steps };
}
