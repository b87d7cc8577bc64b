import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { valid } from "#server/testing/registration-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * Issue 26, item 6: names and free text that hide something from their reader are refused with a clear message in
 * the caller's language, and nothing is stored; what is kept is in NFC.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: "1000", CONTACT_RATE_LIMIT: "1000" });
});
afterEach(() => t.close());

const probes = [
  [
    "a NUL character",
    "Nguyễn\u0000Lan",
    {
      en: "This text contains hidden control or direction characters. Please type it again without them.",
      vi: "Nội dung có ký tự điều khiển hoặc ký tự đổi chiều ẩn. Vui lòng gõ lại, không dùng các ký tự đó.",
    },
  ],
  [
    "a right-to-left override",
    "Lan\u202Egnp.exe",
    {
      en: "This text contains hidden control or direction characters. Please type it again without them.",
      vi: "Nội dung có ký tự điều khiển hoặc ký tự đổi chiều ẩn. Vui lòng gõ lại, không dùng các ký tự đó.",
    },
  ],
  [
    "only a zero-width space",
    "\u200B",
    { en: "This text shows nothing: it contains only invisible characters.", vi: "Nội dung không hiển thị gì: chỉ gồm các ký tự vô hình." },
  ],
] as const;

describe("person-facing text", () => {
  it.each(probes)("registration refuses a full name with %s (400 on the field, both languages), and creates no account", async (_name, fullName, messages) => {
    for (const lang of ["en", "vi"] as const) {
      const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, full_name: fullName }, lang });
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual([{ path: "full_name", message: messages[lang] }]);
    }
    expect(await t.db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it.each(probes)("the profile, the contact form and an administrator's fund rules refuse %s too", async (_name, text) => {
    const person = await t.signedIn("investor", { full_name: "Trần Thị Bích" });
    const profile = await t.call("POST", "/api/v1/auth/profile", { headers: person.headers, body: { full_name: text }, lang: "en" });
    expect(profile.status).toBe(400);
    expect(profile.json.details.map((detail: { path: string }) => detail.path)).toEqual(["full_name"]);
    expect((await t.db.selectFrom("users").select("full_name").where("id", "=", person.id).executeTakeFirstOrThrow()).full_name).toBe("Trần Thị Bích");

    const contact = await t.call("POST", "/api/v1/contact", { body: { full_name: "Lan", email: "lan@example.vn", content: `Xin chào ${text}` }, lang: "en" });
    expect(contact.status).toBe(text === "\u200B" ? 201 : 400);

    const admin = await t.signedIn("administrator");
    const rules = await t.call("PUT", "/api/v1/funds/settings", {
      headers: admin.headers,
      body: {
        buy_fee_bps: 100,
        sell_fee_schedule: [{ min_days: 0, bps: 0 }],
        cutoff: "14:30",
        min_buy_vnd: 1_000_000,
        bank_bin: "970436",
        bank_account: "0071000123456",
        bank_holder: text,
        bank_branch: "Sài Gòn",
      },
      lang: "en",
    });
    expect(rules.status).toBe(400);
    expect(rules.json.details.map((detail: { path: string }) => detail.path)).toEqual(["bank_holder"]);
  });

  it("keeps a name typed in decomposed form as NFC", async () => {
    const res = await t.call("POST", "/api/v1/auth/signup", { body: { ...valid, full_name: "Nguye\u0302\u0303n Thi\u0323 Lan" } });
    expect(res.status).toBe(201);
    expect((await t.db.selectFrom("users").select("full_name").executeTakeFirstOrThrow()).full_name).toBe("Nguyễn Thị Lan");
  });

  it("npm run check:text reports the rows written before the rule (and exits 1), and says when all are clean", async () => {
    const { DATABASE_URL, DATA_DIR } = t.deps.config;
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const env = { ...inherited, ...(DATABASE_URL ? { DATABASE_URL } : { DATA_DIR }) };
    const run = () =>
      promisify(execFile)(process.execPath, ["scripts/check-text.ts"], { env }).then(
        (out) => ({ code: 0, stdout: out.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    expect(await run()).toEqual({ code: 0, stdout: "Every stored name and text is clean.\n" });

    const hidden = await t.signedIn("candidate", { full_name: "Lan\u202Egnp.exe" });
    const invisible = await t.signedIn("candidate", { full_name: "\u200B", address: "12 Le\u0302\u0323 Lợi" });
    // An update writes the row anew at the end of PostgreSQL's table: the report keeps the rows' order all the same.
    await t.db.updateTable("users").set({ updated_at: new Date().toISOString() }).where("id", "=", hidden.id).execute();
    expect(await run()).toEqual({
      code: 1,
      stdout: `users ${hidden.id} full_name: validation.text.hidden\nusers ${invisible.id} full_name: validation.text.invisible\nusers ${invisible.id} address: not NFC\n3 stored text(s) to correct.\n`,
    });
  });
});
