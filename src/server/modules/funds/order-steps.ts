import type { OrderView } from "#contracts/funds.ts";
import { missingKycFields } from "#contracts/profile.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { enqueueJob } from "#server/lib/jobs.ts";
import { sendMailJob } from "#server/lib/mail.ts";
import { orderMail, type OrderMailInput, type OrderMailKind } from "./funds-mail.ts";
import { findInvestor, type InvestorRow } from "./investors.repo.ts";
import type { OrderRow } from "./orders.repo.ts";
import type { Payment } from "./vietqr-image.ts";

/**
 * The KYC gate (spec §5): buying or selling needs an activated investor account with every KYC field filled;
 * otherwise 422 listing each missing field in `details` (403 for a not activated account, as everywhere else).
 */
export async function transactingInvestor(db: Deps["db"], userId: number): Promise<InvestorRow> {
  const investor = await findInvestor(db, userId);
  if (!investor) throw new ApiError("NOT_FOUND", { messageKey: "funds.investor.notFound" });
  if (investor.role !== "investor") throw new ApiError("FORBIDDEN", { messageKey: "funds.investor.notInvestor" });
  if (!investor.activated_at) throw new ApiError("FORBIDDEN", { messageKey: "errors.notActivated" });
  const missing = missingKycFields({ ...investor, cmt: investor.id_number });
  if (missing.length > 0) {
    throw new ApiError("UNPROCESSABLE", {
      messageKey: "funds.kyc.incomplete",
      details: missing.map((field) => ({ path: field, messageKey: `funds.kyc.missing.${field}` })),
    });
  }
  return investor;
}

/**
 * Queues the investor's e-mail about an order (in the order's language), inside the caller's transaction. Outside
 * one (a job's run), pass `effectKey` so a repeated run queues it once.
 */
export async function queueOrderMail(
  executor: Deps["db"],
  deps: Pick<Deps, "clock">,
  kind: OrderMailKind,
  investor: Pick<InvestorRow, "email" | "full_name">,
  order: OrderRow,
  extra: Omit<OrderMailInput, "fullName" | "order"> = {},
  effectKey?: string,
) {
  await enqueueJob(
    executor,
    deps.clock,
    sendMailJob,
    { to: investor.email, ...orderMail(kind, order.locale, { fullName: investor.full_name, order, ...extra }) },
    effectKey ? { effectKey } : {},
  );
}

export async function investorOf(db: Deps["db"], order: OrderRow): Promise<InvestorRow> {
  const investor = await findInvestor(db, order.user_id);
  if (!investor) throw new Error(`order ${order.id}: investor ${order.user_id} is gone`);
  return investor;
}

export const illegalMove = (order: Pick<OrderRow, "tinhtrang" | "type">, event: string) =>
  new ApiError("CONFLICT", { messageKey: "funds.order.illegalMove", vars: { state: order.tinhtrang, event } });

export const orderNotFound = () => new ApiError("NOT_FOUND", { messageKey: "funds.order.notFound" });

/** The answer to `POST /order`. */
export interface Placed {
  order: OrderView;
  payment?: Payment;
  confirmation?: { channels: ("sms" | "email")[]; expires_at: string };
  replayed: boolean;
}
