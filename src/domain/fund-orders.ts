/**
 * The order state machine (docs/glossary.md, "tinhtrang" and "ctrl"). `tinhtrang` is the order's state; an
 * administrator moves it by sending `ctrl`, the state wanted. Anything not listed here is refused (409).
 *
 *   buy:  1 pending ──ctrl 2──▶ 2 approved ──NAV──▶ 3 allocated            (ctrl 5 from 1 or 2: cancelled)
 *         2 approved ──unapprove──▶ 1 pending   (a bank statement's match taken back before pricing)
 *   sell: 0 unconfirmed ──code──▶ 1 pending ──ctrl 2──▶ 2 approved ──NAV──▶ 3 priced ──ctrl 4──▶ 4 paid
 *                                                                         (ctrl 5 from 0, 1 or 2: cancelled)
 */

export const TINHTRANG = {
  /** A sell request whose 6-digit code has not been entered yet; its units are already reserved. */
  unconfirmed: 0,
  /** Waiting for an administrator: a buy until its payment is seen, a confirmed sell. */
  pending: 1,
  /** Approved, waiting for the dealing day's NAV. */
  approved: 2,
  /** Priced at the dealing day's NAV: a buy's units are allocated, a sale's proceeds are due. */
  priced: 3,
  /** A sale's proceeds were paid to the investor's bank account. */
  paid: 4,
  cancelled: 5,
} as const;
export type Tinhtrang = (typeof TINHTRANG)[keyof typeof TINHTRANG];
export const tinhtrangValues = Object.values(TINHTRANG) as Tinhtrang[];

export type OrderType = "buy" | "sell";

/** The `ctrl` values an administrator may send: approve, mark paid, cancel. */
export const CTRL = { approve: 2, pay: 4, cancel: 5 } as const;
export type Ctrl = (typeof CTRL)[keyof typeof CTRL];
export const ctrlValues = Object.values(CTRL) as Ctrl[];

/**
 * Every move the rules allow: who makes it and from which states. `unapprove` takes back a buy's payment matched
 * from a bank statement by mistake (statements.service.ts); once priced, units exist and it is refused.
 */
export type OrderEvent = "confirm" | "approve" | "unapprove" | "price" | "pay" | "cancel";

const moves: Record<OrderType, Record<OrderEvent, { from: readonly Tinhtrang[]; to: Tinhtrang } | undefined>> = {
  buy: {
    confirm: undefined,
    approve: { from: [TINHTRANG.pending], to: TINHTRANG.approved },
    unapprove: { from: [TINHTRANG.approved], to: TINHTRANG.pending },
    price: { from: [TINHTRANG.approved], to: TINHTRANG.priced },
    pay: undefined,
    cancel: { from: [TINHTRANG.pending, TINHTRANG.approved], to: TINHTRANG.cancelled },
  },
  sell: {
    confirm: { from: [TINHTRANG.unconfirmed], to: TINHTRANG.pending },
    approve: { from: [TINHTRANG.pending], to: TINHTRANG.approved },
    unapprove: undefined,
    price: { from: [TINHTRANG.approved], to: TINHTRANG.priced },
    pay: { from: [TINHTRANG.priced], to: TINHTRANG.paid },
    cancel: { from: [TINHTRANG.unconfirmed, TINHTRANG.pending, TINHTRANG.approved], to: TINHTRANG.cancelled },
  },
};

/** The state after `event`, or undefined when the rules refuse it from `from`. */
export function nextState(type: OrderType, from: Tinhtrang, event: OrderEvent): Tinhtrang | undefined {
  const move = moves[type][event];
  return move && move.from.includes(from) ? move.to : undefined;
}

export const eventOfCtrl: Record<Ctrl, OrderEvent> = { 2: "approve", 4: "pay", 5: "cancel" };

/** The state a new order starts in: a buy waits for payment, a sell for its confirmation code. */
export const initialState = (type: OrderType): Tinhtrang => (type === "buy" ? TINHTRANG.pending : TINHTRANG.unconfirmed);

/** An order may be deleted or edited by an administrator only while nothing was priced (a buy before allocation). */
export const isEditable = (type: OrderType, state: Tinhtrang) => type === "buy" && (state === TINHTRANG.pending || state === TINHTRANG.approved);

/** States in which a sell still holds reserved units. */
export const holdsReservation = (state: Tinhtrang) => state === TINHTRANG.unconfirmed || state === TINHTRANG.pending || state === TINHTRANG.approved;

/** Every transition, for the glossary and the tests: [type, event, from, to]. */
export function allTransitions(): [OrderType, OrderEvent, Tinhtrang, Tinhtrang][] {
  const list: [OrderType, OrderEvent, Tinhtrang, Tinhtrang][] = [];
  for (const type of ["buy", "sell"] as const) {
    for (const [event, move] of Object.entries(moves[type]) as [OrderEvent, (typeof moves)["buy"]["confirm"]][]) {
      for (const from of move?.from ?? []) list.push([type, event, from, move!.to]);
    }
  }
  return list;
}
