import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { vietQrPayload } from "#domain/vietqr.ts";
import { binOfTypedBank } from "#server/db/migrations/0049_vietqr_bank.ts";
import { completeRules, fundsTestApp, kycInvestor } from "#server/testing/fund-fixtures.ts";
import { decodeQr } from "#server/testing/qr-decode.ts";
import type { TestApp } from "#server/testing/test-app.ts";

/** Paying by VietQR (docs/funds.md): the buy's answer, the awaiting order's instructions, the e-mail, the bank rule. */
describe("paying a buy by VietQR", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
  fundsTestApp((app) => {
    ({ t, admin } = app);
  });

  const buy = (person: { headers: Record<string, string> }, giatri: number, lang?: string) =>
    t.call("POST", "/api/v1/order", {
      headers: { ...person.headers, "idempotency-key": randomUUID() },
      body: { type: "buy", loai: 0, giatri, soluongban: 0 },
      ...(lang ? { lang } : {}),
    });
  const expected = (giatri: number, reference: string) =>
    vietQrPayload({ bin: completeRules.bank_bin, accountNumber: completeRules.bank_account, amount: giatri, reference });

  it("answers a buy with the transfer's VietQR payload and an SVG that decodes back to it, the same reference in the text", async () => {
    const investor = await kycInvestor(t);
    const placed = await buy(investor, 12_345_000, "en");
    expect(placed.status).toBe(201);
    const { order, payment } = placed.json.data;
    expect(payment).toMatchObject({
      bank_bin: "970436",
      bank_name: "Vietcombank – Joint Stock Commercial Bank for Foreign Trade of Vietnam",
      account_number: completeRules.bank_account,
      account_name: completeRules.bank_holder,
      bank_account: completeRules.bank_account,
      bank_holder: completeRules.bank_holder,
      bank_branch: completeRules.bank_branch,
      amount: 12_345_000,
      reference: order.reference,
    });
    expect(payment.qr.payload).toBe(expected(12_345_000, order.reference));
    expect(payment.qr.payload).toContain(`0811${order.reference}`);
    expect(payment.qr.svg).toMatch(/^<svg /);
    expect(await decodeQr(payment.qr.svg)).toBe(payment.qr.payload);

    // Later, from the order history: the same instructions; another investor's order is 404.
    const again = await t.call("GET", `/api/v1/order/${order.id}/payment`, { headers: investor.headers });
    expect(again.status).toBe(200);
    expect(again.json.data.payment.qr.payload).toBe(payment.qr.payload);
    expect(again.json.data.payment.bank_name).toBe("Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam");
    expect((await t.call("GET", `/api/v1/order/${order.id}/payment`, { headers: (await kycInvestor(t)).headers })).status).toBe(404);

    // Once the payment is seen (approved) there is nothing more to pay: 409.
    expect((await t.call("PUT", `/api/v1/order/${order.id}`, { headers: admin.headers, body: { ctrl: 2 } })).status).toBe(200);
    const paid = await t.call("GET", `/api/v1/order/${order.id}/payment`, { headers: investor.headers, lang: "en" });
    expect(paid.status).toBe(409);
    expect(paid.json.message).toBe("This order is not waiting for a transfer.");
  });

  it("answers 422, not a code, for an awaiting buy's instructions once the bank has been taken off the rules", async () => {
    const investor = await kycInvestor(t);
    const { order } = (await buy(investor, 2_000_000)).json.data;
    const cleared = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: { ...completeRules, bank_bin: "" } });
    expect(cleared.json.data).toMatchObject({ missing: ["bank_bin"] });
    const instructions = await t.call("GET", `/api/v1/order/${order.id}/payment`, { headers: investor.headers, lang: "en" });
    expect(instructions.status).toBe(422);
    expect(instructions.json.details).toEqual([
      { path: "fund_rules.bank_bin", message: "The bank investors pay into has not been chosen from the list of banks." },
    ]);
    expect((await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: completeRules })).status).toBe(200);
    expect((await t.call("GET", `/api/v1/order/${order.id}/payment`, { headers: investor.headers })).status).toBe(200);
  });

  it("sends the 'order received' e-mail with the text instructions and the QR code as an inline PNG that decodes to the payload", async () => {
    const investor = await kycInvestor(t);
    const placed = await buy(investor, 2_000_000);
    const { order, payment } = placed.json.data;
    // The buy queued the e-mail's job with the account it told the investor to pay into; the PNG is drawn there.
    const queued = await t.db.selectFrom("jobs").select("payload").where("kind", "=", "funds.order-received").where("done_at", "is", null).execute();
    expect(queued.map((job) => JSON.parse(job.payload)).filter((payload) => payload.order_id === order.id)).toEqual([
      {
        order_id: order.id,
        bank: { bank_bin: "970436", bank_account: completeRules.bank_account, bank_holder: completeRules.bank_holder, bank_branch: completeRules.bank_branch },
      },
    ]);
    await t.deps.jobs.runDue();
    const mail = await t.db.selectFrom("outbox_emails").selectAll().where("to_address", "=", investor.email).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Đã nhận lệnh mua ${order.reference}`);
    expect(mail.text_body).toContain(`Nội dung chuyển khoản: ${order.reference}`);
    expect(mail.text_body).toContain("Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam");
    expect(mail.html_body).toContain('src="cid:vietqr"');
    expect(mail.html_body).toContain(order.reference);
    const images = JSON.parse(mail.inline_images!) as { cid: string; content_type: string; base64: string }[];
    expect(images.map((image) => [image.cid, image.content_type])).toEqual([["vietqr", "image/png"]]);
    const png = Buffer.from(images[0]!.base64, "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(await decodeQr(png)).toBe(payment.qr.payload);
    expect(payment.qr.payload).toBe(expected(2_000_000, order.reference));
  });

  it("refuses a bank that is not in the list (400 in the caller's language) and changes nothing", async () => {
    const before = await t.db.selectFrom("fund_settings").selectAll().executeTakeFirstOrThrow();
    const audits = async () => (await t.db.selectFrom("audit_events").select("id").where("action", "=", "funds.settings.update").execute()).length;
    const auditsBefore = await audits();
    for (const [lang, message] of [
      ["vi", "Hãy chọn ngân hàng trong danh sách ngân hàng Việt Nam."],
      ["en", "Choose the bank from the list of Vietnamese banks."],
    ] as const) {
      const refused = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: { ...completeRules, bank_bin: "999999" }, lang });
      expect(refused.status).toBe(400);
      expect(refused.json.details).toEqual([{ path: "bank_bin", message }]);
    }
    const spaced = await t.call("PUT", "/api/v1/funds/settings", {
      headers: admin.headers,
      body: { ...completeRules, bank_account: "0071 000 123456" },
      lang: "en",
    });
    expect(spaced.status).toBe(400);
    expect(spaced.json.details.map((detail: { path: string }) => detail.path)).toEqual(["bank_account"]);
    expect(await t.db.selectFrom("fund_settings").selectAll().executeTakeFirstOrThrow()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it("migration 0049 turns the typed bank name into its BIN, and one that names no bank stops sales until a bank is picked", async () => {
    // The column as it was before 0049, for the conversion to read; the test drops it again.
    await sql`alter table fund_settings add column bank_name varchar(200) not null default ''`.execute(t.db);
    try {
      const typed = (name: string, account = "0071000123456") =>
        sql`update fund_settings set bank_name = ${name}, bank_account = ${account} where id = 1`.execute(t.db);
      const stored = () => t.db.selectFrom("fund_settings").select(["bank_bin", "bank_unmatched", "bank_account"]).executeTakeFirstOrThrow();

      await typed("Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank) - CN Hà Nội", "0071 000.123-456");
      expect(await binOfTypedBank(t.db as never)).toBeUndefined();
      expect(await stored()).toEqual({ bank_bin: "970436", bank_unmatched: "", bank_account: "0071000123456" });

      await typed("Ngân hàng Hợp tác Mặt Trăng");
      expect(await binOfTypedBank(t.db as never)).toBe("Ngân hàng Hợp tác Mặt Trăng");
      expect(await stored()).toMatchObject({ bank_bin: "", bank_unmatched: "Ngân hàng Hợp tác Mặt Trăng" });
    } finally {
      await sql`alter table fund_settings drop column bank_name`.execute(t.db);
    }
    const settings = await t.call("GET", "/api/v1/funds/settings", { lang: "en" });
    expect(settings.json.data).toMatchObject({ bank_bin: "", bank_name: "", bank_unmatched: "Ngân hàng Hợp tác Mặt Trăng", missing: ["bank_bin"] });
    const refused = await buy(await kycInvestor(t), 2_000_000, "en");
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual([{ path: "fund_rules.bank_bin", message: "The bank investors pay into has not been chosen from the list of banks." }]);

    // Saving without a bank keeps the typed name in view; picking one clears it and sales resume.
    const unpicked = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: { ...completeRules, bank_bin: "" } });
    expect(unpicked.json.data).toMatchObject({ bank_unmatched: "Ngân hàng Hợp tác Mặt Trăng", missing: ["bank_bin"] });
    const picked = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: completeRules });
    expect(picked.json.data).toMatchObject({ bank_bin: "970436", bank_unmatched: "", missing: [] });
    expect((await buy(await kycInvestor(t), 2_000_000)).status).toBe(201);
  });
});
