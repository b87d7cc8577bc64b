import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { imageFixture } from "../../src/server/testing/entry-fixtures.ts";
import { businessDayBefore, nextBusinessDay, placeOrderOn } from "./fund-days.ts";
import { test as base } from "./fixtures.ts";
import { apiSession, delivered, expect, phoneNumber, uid } from "./support.ts";

/**
 * Investors for the fund journeys, made through the product's own endpoints (no rows written by hand): an
 * administrator creates the account (activated at once), the investor fills in the KYC fields of spec §5 and uploads
 * both sides of the ID, as the profile page does. Optionally they already hold units: a buy placed, back-dated as if
 * placed weeks ago (the only write to the database: a NAV is never dated in the future), approved and priced.
 */
const INVESTOR_PASSWORD = "quy-e2e-nha-dau-tu-mat-khau-2024";
const ID_IMAGE = imageFixture("png");

export type Headers = { authorization: string };
export type Investor = { id: number; email: string; password: string; phone: string; fullName: string; headers: Headers };
export type InvestorOptions = { fullName?: string; kyc?: boolean };
/** A priced buy: its reference, the units it allocated (hundredths) and the NAV per unit that priced it (hundredths). */
export type Holding = { id: number; reference: string; units: number; price: number };

const hundredths = (text: string) => Math.round(Number(text) * 100);
/** An ID number no other test uses (12 digits, as on a citizen identity card). */
export const idNumber = () => `0790${randomUUID().replace(/\D/g, "").slice(0, 8).padEnd(8, "0")}`;

export async function createInvestor(
  request: APIRequestContext,
  admin: Headers,
  { fullName = "Phạm Minh An", kyc = true }: InvestorOptions = {},
): Promise<Investor> {
  const email = `investor-${uid()}@example.com`;
  const phone = phoneNumber();
  const created = await request.post("/api/v1/users", {
    headers: admin,
    // Without KYC the ID number is missing too, as for a person who registered with a phone only.
    data: {
      full_name: fullName,
      email,
      role: "investor",
      password: INVESTOR_PASSWORD,
      phone_number: phone,
      cmt: kyc ? idNumber() : null,
      birth_date: "1985-04-30",
      nation: "VN",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const headers = await apiSession(request, { email, password: INVESTOR_PASSWORD });
  const investor = { id: Number((await created.json()).data.id), email, password: INVESTOR_PASSWORD, phone, fullName, headers };
  if (kyc) await completeKyc(request, headers);
  return investor;
}

/** What the profile page sends for KYC: the fields of spec §5, then both sides of the ID. */
export async function completeKyc(request: APIRequestContext, headers: Headers): Promise<void> {
  const profile = await request.post("/api/v1/auth/profile", {
    headers,
    data: {
      address: "9 Nguyễn Huệ, TP. Hồ Chí Minh",
      ngaycmt: "01/01/2021",
      noicapcmt: "Cục Cảnh sát QLHC về TTXH",
      tenchutknh: "PHAM MINH AN",
      tknh: "555666777",
      nganhangtknh: "ACB",
      chinhanhtknh: "Sài Gòn",
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  for (const side of ["front", "back"] as const) {
    const uploaded = await request.post("/api/v1/auth/profile/id-images", {
      headers,
      multipart: { side, file: { name: `${side}.png`, mimeType: "image/png", buffer: await ID_IMAGE } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  const complete = await request.get("/api/v1/auth/profile", { headers });
  expect((await complete.json()).data).toMatchObject({ kyc_complete: true });
}

/** A person who registered activates the account with the code the SMS outbox holds for their number. */
export async function activateBySms(request: APIRequestContext, headers: Headers, phone: string): Promise<void> {
  const sms = await delivered("outbox_sms", phone);
  const activated = await request.post("/api/v1/auth/checkcode", { headers, data: { code: /\b(\d{6})\b/.exec(sms.text)?.[1] ?? "" } });
  expect(activated.status(), await activated.text()).toBe(200);
}

/**
 * The investor buys `giatri` VND of fund `loai` through the API, as if `daysBack` dealing days ago; the administrator
 * approves it, and it is priced by the NAV of its dealing day (published at `nav` unless another test published that
 * day already: the holding answers the price that was used).
 */
export async function createHolding(
  request: APIRequestContext,
  admin: Headers,
  investor: Investor,
  { loai, giatri = 10_000_000, daysBack, nav = "10000.00" }: { loai: number; giatri?: number; daysBack: number; nav?: string },
): Promise<Holding> {
  const placed = await request.post("/api/v1/order", {
    headers: { ...investor.headers, "idempotency-key": randomUUID() },
    data: { type: "buy", loai, giatri, soluongban: 0 },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id, reference } = (await placed.json()).data.order as { id: number; reference: string };
  const trade = businessDayBefore(daysBack);
  placeOrderOn(reference, trade);
  const published = await request.post("/api/v1/hieuqua", { headers: admin, data: { loai, date_create: nextBusinessDay(trade), giatri1: nav } });
  expect([201, 409], await published.text()).toContain(published.status());
  // Approving an order whose NAV is out prices it at once.
  const approved = await request.put(`/api/v1/order/${id}`, { headers: admin, data: { ctrl: 2 } });
  expect(approved.status(), await approved.text()).toBe(200);
  const order = (await (await request.get(`/api/v1/order/${id}`, { headers: admin })).json()).data as { tinhtrang: number; model: string; price: string };
  expect(order.tinhtrang, "the buy is priced").toBe(3);
  return { id, reference, units: hundredths(order.model), price: hundredths(order.price) };
}

/** `admin`: the e2e administrator's API headers; `investor(options)`: a new investor with complete KYC (unless told). */
export const test = base.extend<{ admin: Headers; investor: (options?: InvestorOptions) => Promise<Investor> }>({
  admin: async ({ adminApi }, use) => use(adminApi.headers),
  investor: async ({ request, admin }, use) => use((options) => createInvestor(request, admin, options)),
});
export { expect };
