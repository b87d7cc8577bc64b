import type { Account, DemoApp } from "./demo-app.ts";
import { demoImage } from "./files.ts";
import { person } from "./people.ts";

const KYC_BANKS = ["Vietcombank", "Techcombank", "BIDV", "VietinBank", "ACB", "MB Bank"];

/** The KYC details of spec §5 and both sides of the ID, as the investor fills them in on their profile page. */
async function completeKyc(demo: DemoApp, who: Account, n: number) {
  await demo.call(who, "POST", "/auth/profile", {
    address: `${12 + n} đường Bạch Đằng, quận Hải Châu, Đà Nẵng`,
    ngaycmt: `20${15 + (n % 8)}-0${1 + (n % 9)}-1${n % 10}`,
    noicapcmt: "Cục Cảnh sát quản lý hành chính về trật tự xã hội",
    tenchutknh: who.full_name.toUpperCase(),
    tknh: `10${String(2_000_000 + n * 7_919)}`,
    nganhangtknh: KYC_BANKS[n % KYC_BANKS.length],
    chinhanhtknh: "Chi nhánh Đà Nẵng",
  });
  for (const side of ["front", "back"] as const) {
    const form = new FormData();
    form.set("side", side);
    form.set(
      "file",
      new Blob([new Uint8Array(await demoImage(100 + n * 2 + (side === "back" ? 1 : 0), 640, 400))], { type: "image/jpeg" }),
      `cccd-${side}.jpg`,
    );
    const response = await demo.request(who, "/api/v1/auth/profile/id-images", { method: "POST", body: form });
    if (!response.ok) throw new Error(`ID image of ${who.email}: ${response.status} ${await response.text()}`);
  }
}

/**
 * Six investors an administrator opened accounts for, and two more who registered through the first one's
 * referral link (so the referral programme has commissions to show); every one with complete KYC.
 */
export async function createInvestors(demo: DemoApp): Promise<Account[]> {
  const investors: Account[] = [];
  for (let n = 0; n < 6; n += 1) {
    const { full_name, email, phone_number, cmt, birth_date, nation, person_type } = person("ndt", n);
    investors.push(await demo.account("investor", { full_name, email, phone_number, cmt, birth_date, nation, person_type }));
  }
  const referral = (await demo.call(investors[0]!, "GET", "/order/user/aff")).json.data as { code: string };
  for (let n = 6; n < 8; n += 1) {
    const fields = person("ndt", n);
    investors.push(await demo.register({ ...fields, account_type: "investor", ref_code: referral.code }));
  }
  for (const [n, investor] of investors.entries()) await completeKyc(demo, investor, n);
  return investors;
}

/** A buy placed online (with an idempotency key, as the page sends); returns the order's id. */
export async function placeBuy(demo: DemoApp, who: Account, loai: 0 | 1, amount: number): Promise<number> {
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `demo-${who.id}-${demo.clock.now().getTime()}` },
    body: JSON.stringify({ type: "buy", loai, giatri: amount, soluongban: 0 }),
  };
  const response = await demo.request(who, "/api/v1/order", init);
  if (!response.ok) throw new Error(`buy of ${who.email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { order: { id: number } } }).data.order.id;
}

/** The administrator sees the transfer and approves the buy; the allocation job prices it at its dealing day's NAV. */
export async function approve(demo: DemoApp, orderId: number) {
  await demo.call(demo.admin, "PUT", `/order/${orderId}`, { ctrl: 2 });
}

/** A sale of part of a lot, confirmed with the code the investor received, then approved by an administrator. */
export async function sell(demo: DemoApp, who: Account, phoneNumber: string, loai: 0 | 1, lot: number, units: string): Promise<number> {
  const placed = await demo.call(who, "POST", "/order", { type: "sell", loai, soluongban: units, order_id: lot });
  const saleId = (placed.json.data as { order: { id: number } }).order.id;
  const code = /\b(\d{6})\b/.exec(await demo.lastSms(phoneNumber))?.[1];
  await demo.call(who, "PUT", `/order/${saleId}`, { code });
  await approve(demo, saleId);
  return saleId;
}

/** Once a sale is priced, the administrator pays the proceeds and marks it paid. */
export async function markPaid(demo: DemoApp, saleId: number) {
  await demo.call(demo.admin, "PUT", `/order/${saleId}`, { ctrl: 4 });
}

export const investorPhone = (n: number) => person("ndt", n).phone_number;
