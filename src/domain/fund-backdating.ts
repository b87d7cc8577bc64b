/**
 * Paper orders and known prices (docs/funds.md, "Paper orders"). An order taken on paper may carry the time its
 * instruction was received, which decides its dealing day like an online order's placement time. Since an earlier
 * time can only help the investor, it is bounded: never after the moment it is recorded, never before the cut-off of
 * the dealing day before the recording's day; and a time earlier than the minute it is recorded in is back-dating,
 * which needs a reason and a second administrator's approval. Whatever time it carries, the order is priced only at
 * a NAV published after it was recorded (`pricingNav` in fund-dealing.ts).
 */
import { cutoffInstant, dealingOf, previousDealingDay, vietnamDate, type Dealing, type Holidays } from "./fund-dealing.ts";

export type Receipt =
  /** Received after it is being recorded: impossible, refused. */
  | { kind: "future" }
  /** Received before the earliest time a paper order may carry: refused. */
  | { kind: "too-early"; earliest: Date }
  /** Received in the minute it is recorded: an order like any other. */
  | { kind: "on-time"; dealing: Dealing }
  /** Received earlier: dealt from the time received once a second administrator approves it. */
  | { kind: "back-dated"; dealing: Dealing };

const MINUTE_MS = 60_000;

/** The earliest time a paper order recorded at `recordedAt` may carry: the previous dealing day's cut-off. */
export function earliestReceipt(recordedAt: Date, cutoffMinutes: number, holidays: Holidays): Date {
  return cutoffInstant(previousDealingDay(vietnamDate(recordedAt), holidays), cutoffMinutes);
}

/** What a paper order received at `receivedAt` and recorded at `recordedAt` is. */
export function receiptOf(receivedAt: Date, recordedAt: Date, cutoffMinutes: number, holidays: Holidays): Receipt {
  if (receivedAt.getTime() > recordedAt.getTime()) return { kind: "future" };
  const earliest = earliestReceipt(recordedAt, cutoffMinutes, holidays);
  if (receivedAt.getTime() < earliest.getTime()) return { kind: "too-early", earliest };
  const recordedMinute = recordedAt.getTime() - (recordedAt.getTime() % MINUTE_MS);
  return { kind: receivedAt.getTime() < recordedMinute ? "back-dated" : "on-time", dealing: dealingOf(receivedAt, cutoffMinutes, holidays) };
}
