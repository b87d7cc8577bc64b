import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JPEG, kycText, PNG, profileKit } from "#server/testing/profile-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { canTransact } from "./signin.service.ts";

describe("profile editing and ID images", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());
  const { createUser, row } = profileKit(() => t);

  describe("POST /api/v1/auth/profile", () => {
    it("changes each personal field, normalised, and answers with the profile and the success message", async () => {
      const user = await createUser("candidate");
      const res = await user.update({ full_name: "  Trần Thị Bích  ", nation: "jp", birth_date: "03/04/1985", person_type: "organisation" });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Thay đổi thông tin cá nhân thành công");
      expect(res.json.data).toMatchObject({ full_name: "Trần Thị Bích", nation: "JP", birth_date: "1985-04-03", person_type: "organisation" });
      expect(await user.profile()).toMatchObject(res.json.data);
      expect(await row(user.id)).toMatchObject({ full_name: "Trần Thị Bích", birth_date: "1985-04-03", updated_at: t.clock.now().toISOString() });
    });

    it.each([
      ["full_name", "Lê Văn Cường", "Lê Văn Cường"],
      ["nation", "KR", "KR"],
      ["birth_date", "1979-12-31", "1979-12-31"],
      ["person_type", "organisation", "organisation"],
    ])("changes %s alone and leaves everything else as it was", async (field, sent, stored) => {
      const user = await createUser("candidate");
      const before = await user.profile();
      const res = await user.update({ [field]: sent });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ ...before, [field]: stored });
    });

    it("answers in English when asked", async () => {
      const user = await createUser("candidate");
      const res = await user.update({ full_name: "Anna" }, "en");
      expect(res.json.message).toBe("Successful personal information change");
    });

    it.each([
      ["phone_number", "12345", "validation.invalid.phone", "Số điện thoại không hợp lệ.", "This phone number is not valid."],
      ["full_name", "   ", "required", "Vui lòng nhập họ và tên.", "Please enter your full name."],
      ["birth_date", "31/02/1990", "invalid", "Ngày sinh không hợp lệ (ngày/tháng/năm).", "This date of birth is not valid (day/month/year)."],
      ["birth_date", "01/01/2027", "future", "Ngày sinh không được ở tương lai.", "The date of birth cannot be in the future."],
      ["nation", "", "required", "Vui lòng chọn quốc tịch.", "Please choose your nationality."],
      ["nation", "Việt Nam", "not a country code", "Chọn quốc tịch trong danh sách các quốc gia.", "Choose a nationality from the list of countries."],
      ["nation", "XK", "not an assigned code", "Chọn quốc tịch trong danh sách các quốc gia.", "Choose a nationality from the list of countries."],
      ["person_type", "company", "enum", "Vui lòng chọn cá nhân hoặc tổ chức.", "Please choose person or organisation."],
    ])("refuses a bad %s (%s) with a 400 per field in both languages, changing nothing", async (field, value, _kind, vi, en) => {
      const user = await createUser("candidate");
      const before = await row(user.id);
      const res = await user.update({ full_name: "Tên mới", [field]: value });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("VALIDATION_FAILED");
      expect(res.json.details).toContainEqual({ path: field, message: vi });
      if (en) expect((await user.update({ [field]: value }, "en")).json.details).toContainEqual({ path: field, message: en });
      expect(await row(user.id)).toEqual(before);
    });

    it("accepts a birth date of today in Vietnam (the test clock is 22 Nov 2026)", async () => {
      const user = await createUser("candidate");
      expect((await user.update({ birth_date: "22/11/2026" })).status).toBe(200);
    });

    it("refuses a new phone number here (it needs the code sent to it), but accepts one's own number echoed back", async () => {
      const user = await createUser("candidate");
      const before = await row(user.id);
      for (const lang of ["vi", "en"]) {
        const res = await user.update({ full_name: "Đổi tên", phone_number: "0987 654 321" }, lang);
        expect(res.status).toBe(400);
        expect(res.json.details).toEqual([
          {
            path: "phone_number",
            message:
              lang === "vi"
                ? "Hãy đổi số điện thoại bằng mã gửi đến số mới (mục “Đổi số điện thoại”)."
                : "Change the phone number with the code sent to the new number (the “Change phone number” form).",
          },
        ]);
      }
      expect(await row(user.id)).toEqual(before);
      expect((await user.update({ phone_number: before.phone_number })).status).toBe(200);
    });

    it("refuses to change the e-mail, clearly, but accepts it echoed back unchanged", async () => {
      const user = await createUser("candidate");
      const refused = await user.update({ email: "new@example.vn", full_name: "X" }, "en");
      expect(refused.status).toBe(400);
      expect(refused.json.details).toContainEqual({ path: "email", message: "The email address cannot be changed here." });
      expect((await row(user.id)).email).toBe(user.email);
      const echoed = await user.update({ ...(await user.profile()), full_name: "Echo" });
      expect(echoed.status).toBe(200);
      expect(echoed.json.data.email).toBe(user.email);
    });

    it("refuses KYC details for accounts that are not investors (422), but not their empty echo", async () => {
      const user = await createUser("candidate");
      const res = await user.update({ address: "1 Lê Lợi" }, "en");
      expect(res.status).toBe(422);
      expect(res.json.message).toBe("Identity papers and bank details are only kept for investor accounts.");
      expect((await row(user.id)).address).toBeNull();
      expect((await user.update({ full_name: "A", address: "", tknh: null })).status).toBe(200);
    });

    it("stores an investor's KYC fields under the spec's names, normalised", async () => {
      const user = await createUser("investor");
      const res = await user.update(kycText);
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ ...kycText, ngaycmt: "2021-08-15", tknh: "0123456789", img: null, img1: null, kyc_complete: false });
      expect(await row(user.id)).toMatchObject({ address: kycText.address, id_number: "079123456789", ngaycmt: "2021-08-15", tknh: "0123456789" });
    });

    it.each([
      ["tknh", "12AB34", "The bank account number may contain only 6 to 30 digits."],
      ["ngaycmt", "32/01/2020", "The issue date is not valid (day/month/year)."],
      ["ngaycmt", "2030-01-01", "The issue date cannot be in the future."],
      ["cmt", "12-34", "The ID number may contain only 6 to 20 letters and digits."],
      ["address", "x".repeat(256), "At most 255 characters."],
      ["img", "0123456789abcdef0123456789abcdef.png", "ID images can only be replaced by uploading a new image."],
    ])("refuses a bad KYC %s", async (field, value, message) => {
      const user = await createUser("investor");
      const res = await user.update({ ...kycText, [field]: value }, "en");
      expect(res.status).toBe(400);
      expect(res.json.details).toContainEqual({ path: field, message });
      expect((await row(user.id)).address).toBeNull();
    });

    it("refuses an ID number another account has with a 409", async () => {
      await createUser("candidate", { id_number: "079123456789" });
      const user = await createUser("investor");
      const res = await user.update(kycText, "en");
      expect(res.status).toBe(409);
      expect(res.json.details).toEqual([{ path: "cmt", message: "This ID number is already registered." }]);
    });

    it("records who changed what, before and after, without secrets", async () => {
      const user = await createUser("investor");
      const { full_name: oldName } = await row(user.id);
      await user.update({ full_name: "Tên Mới", tknh: "999888777" });
      const events = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "user.profile_updated").execute();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actor_id: user.id, subject: `user:${user.id}` });
      expect(JSON.parse(events[0]!.before_json!)).toEqual({ full_name: oldName, tknh: null });
      expect(JSON.parse(events[0]!.after_json!)).toEqual({ full_name: "Tên Mới", tknh: "999888777" });
      expect(`${events[0]!.before_json}${events[0]!.after_json}`).not.toMatch(/password|argon/);
      // Nothing changed, nothing recorded.
      await user.update({ full_name: "Tên Mới" });
      expect(await t.db.selectFrom("audit_events").selectAll().where("action", "=", "user.profile_updated").execute()).toHaveLength(1);
    });

    it("still applies the generic 1 MB body limit to the JSON call", async () => {
      const user = await createUser("candidate");
      const res = await user.update({ full_name: "x".repeat(2 * 1024 * 1024) });
      expect(res.status).toBe(413);
    });

    it("needs a session", async () => {
      const res = await t.call("POST", "/api/v1/auth/profile", { body: { full_name: "X" } });
      expect(res.status).toBe(401);
    });
  });

  describe("KYC completeness", () => {
    it("is complete only with every KYC field filled, images included, and drops when one is cleared", async () => {
      const user = await createUser("investor");
      expect((await user.profile()).kyc_complete).toBe(false);
      await user.update(kycText);
      expect((await user.upload("front", JPEG, "front.jpg")).json.data.kyc_complete).toBe(false);
      const back = await user.upload("back", PNG);
      expect(back.json.data.kyc_complete).toBe(true);
      const profile = await user.profile();
      expect(profile.kyc_complete).toBe(true);
      expect(canTransact(profile)).toBe(true);

      const cleared = await user.update({ chinhanhtknh: "" });
      expect(cleared.json.data).toMatchObject({ chinhanhtknh: null, kyc_complete: false });
      expect(canTransact(cleared.json.data)).toBe(false);
    });

    it("canTransact needs each of the ten fields", () => {
      const full = {
        address: "a",
        cmt: "b",
        ngaycmt: "c",
        noicapcmt: "d",
        tenchutknh: "e",
        tknh: "f",
        nganhangtknh: "g",
        chinhanhtknh: "h",
        img: "i",
        img1: "j",
      };
      expect(canTransact(full)).toBe(true);
      for (const field of Object.keys(full)) {
        expect(canTransact({ ...full, [field]: null })).toBe(false);
        expect(canTransact({ ...full, [field]: "  " })).toBe(false);
      }
    });
  });
});
