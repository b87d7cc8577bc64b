import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import en from "#web/i18n/en.json" with { type: "json" };
import vi from "#web/i18n/vi.json" with { type: "json" };
import { approvedBuy, fundsTestApp, kycInvestor, publishNav } from "#server/testing/fund-fixtures.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { bankName } from "#domain/vietnam-banks.ts";

const run = promisify(execFile);

/** Issue 26, item 11: the buy contract names both parties (the fund from its rules), has places to sign and seal, and the site's fund name. */
describe("the buy contract's parties and signatures", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp["signedIn"]>>;
  let owner: Awaited<ReturnType<typeof kycInvestor>>;
  let lot: number;
  const rules = {
    buy_fee_bps: 100,
    sell_fee_schedule: [{ min_days: 0, bps: 200 }],
    cutoff: "14:30",
    min_buy_vnd: 1_000_000,
    bank_bin: "970436",
    bank_account: "0071000123456",
    bank_holder: "CÔNG TY QUẢN LÝ QUỸ HỘI NGHỊ",
    bank_branch: "Chi nhánh Sở Giao dịch",
  };

  fundsTestApp(async (app) => {
    ({ t, admin } = app);
    const saved = await t.call("PUT", "/api/v1/funds/settings", { headers: admin.headers, body: rules });
    if (saved.status !== 200) throw new Error(`fund rules: ${saved.status} ${saved.text}`);
    owner = await kycInvestor(t, { full_name: "Trần Văn Hợp Đồng" });
    lot = await approvedBuy(t, owner, admin, 1, 12_345_678);
    t.clock.advance(2 * 86_400_000);
    await publishNav(t, admin, 1, "2026-11-24", "10523.45");
  });

  /** The contract's text as pdftotext reads it, white space collapsed. */
  async function contractText(lang: "vi" | "en") {
    const res = await t.app.request(`/api/v1/userpdf?order_id=${lot}`, { headers: { ...owner.headers, "accept-language": lang } });
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contract-"));
    try {
      fs.writeFileSync(path.join(dir, "contract.pdf"), new Uint8Array(await res.arrayBuffer()));
      await run("pdftotext", ["-layout", path.join(dir, "contract.pdf"), path.join(dir, "contract.txt")]);
      return fs.readFileSync(path.join(dir, "contract.txt"), "utf8").replace(/\s+/g, " ");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("in Vietnamese: the fund's party with its account from the fund rules, the investor, the site's fund name, signature and seal", async () => {
    const text = await contractText("vi");
    expect(text).toContain("Bên quỹ");
    expect(text).toContain(`Quỹ: ${vi.funds.menu.tsbv}`);
    expect(text).not.toContain("Quỹ Đầu tư bền vững");
    expect(text).toContain(`Đơn vị quản lý quỹ, chủ tài khoản: ${rules.bank_holder}`);
    expect(text).toContain(`Tài khoản của quỹ: ${rules.bank_account}, ${bankName(rules.bank_bin, "vi")}, ${rules.bank_branch}`);
    expect(text).toContain("Bên nhà đầu tư");
    expect(text).toContain("Trần Văn Hợp Đồng");
    expect(text).toContain("ĐẠI DIỆN BÊN QUỸ");
    expect(text).toContain("(Ký, ghi rõ họ tên, đóng dấu)");
    expect(text).toContain("NHÀ ĐẦU TƯ");
    expect(text).toContain("(Ký, ghi rõ họ tên)");
  });

  it("in English the same, with the English fund name of the site", async () => {
    const text = await contractText("en");
    expect(text).toContain(`Fund: ${en.funds.menu.tsbv}`);
    expect(text).toContain(`Fund manager, account holder: ${rules.bank_holder}`);
    expect(text).toContain(`Fund's bank account: ${rules.bank_account}, ${bankName(rules.bank_bin, "en")}, ${rules.bank_branch}`);
    expect(text).toContain("FOR THE FUND");
    expect(text).toContain("(Signature, full name, seal)");
    expect(text).toContain("THE INVESTOR");
    expect(text).toContain("(Signature, full name)");
  });
});
