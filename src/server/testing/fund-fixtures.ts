import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { reconcileFunds } from "#server/modules/funds/reconcile.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { completeKyc, completeRules } from "./fund-values.ts";

export { completeKyc, completeRules };

let made = 0;

/** A signed-in, activated investor with complete KYC and a phone (for the sale codes): ready to buy and sell. */
export async function kycInvestor(t: TestApp, fields: Record<string, string | null> = {}) {
  made += 1;
  const phone = `+8490${String(Date.now() % 1_000_000).padStart(6, "0")}${made}`;
  const person = await t.signedIn("investor", {
    full_name: `Nguyễn Thị Đầu Tư ${made}`,
    phone_number: phone,
    id_number: `0790${randomUUID().replace(/\D/g, "").slice(0, 8)}`,
    ...completeKyc,
    ...fields,
  });
  return { ...person, phone };
}

type Person = Awaited<ReturnType<TestApp["signedIn"]>>;

/** An administrator saves complete fund rules: the funds are open for sale (docs/funds.md, "Open for sale"). */
export async function openFundsForSale(t: TestApp, admin: Person) {
  const res = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: completeRules });
  if (res.status !== 200) throw new Error(`fund rules: ${res.status} ${res.text}`);
}

/** Publishes a NAV (VND per unit as text, e.g. "10000.00") and runs the allocation job it queues. */
export async function publishNav(t: TestApp, admin: Person, loai: number, date: string, giatri1: string) {
  const res = await t.call("POST", "/api/v1/hieuqua", { headers: admin.headers, body: { loai, date_create: date, giatri1 } });
  if (res.status !== 201) throw new Error(`publish NAV: ${res.status} ${res.text}`);
  await t.deps.jobs.runDue();
  return res.json.data as { id: number };
}

/** Places a buy as `investor` (with an Idempotency-Key), approves it as `admin`; returns the order's id. */
export async function approvedBuy(t: TestApp, investor: Person, admin: Person, loai: number, giatri: number) {
  const placed = await t.call("POST", "/api/v1/order", {
    headers: { ...investor.headers, "idempotency-key": randomUUID() },
    body: { type: "buy", loai, giatri, soluongban: 0 },
  });
  if (placed.status !== 201) throw new Error(`buy: ${placed.status} ${placed.text}`);
  const id = placed.json.data.order.id as number;
  const approved = await t.call("PUT", `/api/v1/order/${id}`, { headers: admin.headers, body: { ctrl: 2 } });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.text}`);
  return id;
}

/** The unit ledger reconciles with the orders (run it after every money test). */
async function expectReconciled(t: TestApp) {
  expect(await reconcileFunds(t.db)).toEqual([]);
}

/**
 * A funds suite's hooks, registered in the calling `describe`: one test app and a signed-in administrator who opens
 * the funds for sale, handed to `ready` (which does the suite's own setup); after each test the unit ledger must
 * reconcile with the orders. The app is made once for the suite, or with `perTest` afresh before each test (and
 * closed after it), so that no test sees another's rows and each passes alone and in any order.
 */
export function fundsTestApp(ready: (app: { t: TestApp; admin: Person }) => void | Promise<void>, { perTest = false } = {}) {
  let t: TestApp | undefined;
  const open = async () => {
    t = await createTestApp();
    const admin = await t.signedIn("administrator");
    await openFundsForSale(t, admin);
    await ready({ t, admin });
  };
  (perTest ? beforeEach : beforeAll)(open);
  // One hook, not two: Vitest runs after-hooks last registered first, and the ledger is read before the app closes.
  afterEach(async () => {
    try {
      await expectReconciled(t!);
    } finally {
      if (perTest) await t?.close();
    }
  });
  afterAll(() => t?.close());
}

/** The 6-digit code of a sale, read from the SMS outbox once the jobs have run. */
export async function saleCode(t: TestApp, phone: string): Promise<string> {
  await t.deps.jobs.runDue();
  const sms = await t.db.selectFrom("outbox_sms").select("text_body").where("to_number", "=", phone).orderBy("id", "desc").executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(sms.text_body)![1]!;
}
