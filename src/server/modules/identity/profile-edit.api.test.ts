import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ID_IMAGE_MAX_BYTES } from "#contracts/profile.ts";
import type { Role } from "#contracts/identity.ts";
import { imageFixture } from "#server/testing/entry-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { hashPassword } from "./passwords.ts";
import { canTransact } from "./signin.service.ts";

const PASSWORD = "mat-khau-du-dai-2024";
/** Real images with EXIF naming their author: the server decodes them and keeps them without it. */
const PNG = await imageFixture("png");
const JPEG = await imageFixture("jpeg");
const AUTHOR = Buffer.from("Nguyen Van A");

/** What was stored is the image decoded and encoded again: same format and size, no EXIF left. */
async function expectCleaned(served: Response, format: "png" | "jpeg") {
  const bytes = Buffer.from(await served.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.exif, bytes.includes(AUTHOR)]).toEqual([format, 32, undefined, false]);
}

const kycText = {
  address: "12 Trần Phú, Nha Trang, Khánh Hòa",
  cmt: "079123456789",
  ngaycmt: "15/08/2021",
  noicapcmt: "Cục Cảnh sát QLHC về TTXH",
  tenchutknh: "NGUYEN VAN AN",
  tknh: "0123 4567 89",
  nganhangtknh: "Vietcombank",
  chinhanhtknh: "Nha Trang",
};

describe("profile editing and ID images", () => {
  let t: TestApp;
  let seq = 0;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  async function createUser(role: Role, values: { phone_number?: string; id_number?: string; email?: string } = {}) {
    seq++;
    const now = t.clock.now().toISOString();
    const email = values.email ?? `user${seq}@example.vn`;
    const { id } = await t.db
      .insertInto("users")
      .values({
        email,
        full_name: `Người dùng ${seq}`,
        role,
        password_hash: await hashPassword(PASSWORD),
        phone_number: values.phone_number ?? `+8491${String(seq).padStart(7, "0")}`,
        id_number: values.id_number ?? null,
        birth_date: "1990-05-01",
        nation: "Việt Nam",
        person_type: "person",
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const signin = await t.call("POST", "/api/v1/auth/signin", { body: { email, password: PASSWORD } });
    expect(signin.status).toBe(200);
    const auth = { authorization: `Bearer ${signin.json.data.token as string}` };
    return {
      id,
      email,
      auth,
      update: (body: unknown, lang?: string) => t.call("POST", "/api/v1/auth/profile", { body, headers: auth, ...(lang ? { lang } : {}) }),
      profile: async () => (await t.call("GET", "/api/v1/auth/profile", { headers: auth })).json.data,
      upload: (side: string | undefined, file: Buffer | undefined, name = "id.png", lang?: string) => upload(auth, side, file, name, lang),
      image: (side: string, query = "") => t.app.request(`/api/v1/auth/profile/id-images/${side}${query}`, { headers: auth }),
    };
  }

  async function upload(headers: Record<string, string>, side: string | undefined, file: Buffer | undefined, name = "id.png", lang?: string) {
    const form = new FormData();
    if (side !== undefined) form.set("side", side);
    if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), name);
    const response = await t.app.request("/api/v1/auth/profile/id-images", { method: "POST", body: form, headers: { ...headers, ...(lang ? { "accept-language": lang } : {}) } });
    return { status: response.status, json: (await response.json()) as any };
  }

  const storedImages = () => {
    const dir = path.join(t.deps.config.DATA_DIR, "private", "id-images");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const row = (id: number) => t.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  describe("POST /api/v1/auth/profile", () => {
    it("changes each personal field, normalised, and answers with the profile and the success message", async () => {
      const user = await createUser("candidate");
      const res = await user.update({ full_name: "  Trần Thị Bích  ", nation: "Nhật Bản", birth_date: "03/04/1985", person_type: "organisation" });
      expect(res.status).toBe(200);
      expect(res.json.message).toBe("Thay đổi thông tin cá nhân thành công");
      expect(res.json.data).toMatchObject({ full_name: "Trần Thị Bích", nation: "Nhật Bản", birth_date: "1985-04-03", person_type: "organisation" });
      expect(await user.profile()).toMatchObject(res.json.data);
      expect(await row(user.id)).toMatchObject({ full_name: "Trần Thị Bích", birth_date: "1985-04-03", updated_at: t.clock.now().toISOString() });
    });

    it.each([
      ["full_name", "Lê Văn Cường", "Lê Văn Cường"],
      ["nation", "Hàn Quốc", "Hàn Quốc"],
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
      ["nation", "", "required", "Vui lòng nhập quốc tịch.", null],
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
        expect(res.json.details).toEqual([{ path: "phone_number", message: lang === "vi" ? "Hãy đổi số điện thoại bằng mã gửi đến số mới (mục “Đổi số điện thoại”)." : "Change the phone number with the code sent to the new number (the “Change phone number” form)." }]);
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
      ["address", "x".repeat(256), "Address can be at most 255 characters."],
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
      const full = { address: "a", cmt: "b", ngaycmt: "c", noicapcmt: "d", tenchutknh: "e", tknh: "f", nganhangtknh: "g", chinhanhtknh: "h", img: "i", img1: "j" };
      expect(canTransact(full)).toBe(true);
      for (const field of Object.keys(full)) {
        expect(canTransact({ ...full, [field]: null })).toBe(false);
        expect(canTransact({ ...full, [field]: "  " })).toBe(false);
      }
    });
  });

  describe("ID images", () => {
    it("stores a JPEG and a PNG privately, records them as img and img1, and serves them to the owner only, never cached", async () => {
      const user = await createUser("investor");
      const front = await user.upload("front", JPEG, "front.jpeg");
      expect(front.status).toBe(201);
      expect(front.json.data.file_id).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect(front.json.message).toBe("Đã tải lên ảnh giấy tờ.");
      const back = await user.upload("back", PNG, "back.png");
      expect(back.json.data.file_id).toMatch(/^[a-f0-9]{32}\.png$/);

      expect(await row(user.id)).toMatchObject({ img: front.json.data.file_id, img1: back.json.data.file_id });
      expect(storedImages().sort()).toEqual([front.json.data.file_id, back.json.data.file_id].sort());

      const image = await user.image("front");
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      expect(image.headers.get("cache-control")).toBe("private, no-store");
      expect(JPEG.includes(AUTHOR)).toBe(true);
      await expectCleaned(image, "jpeg");
      const png = await user.image("back");
      expect(png.headers.get("content-type")).toBe("image/png");
      await expectCleaned(png, "png");
    });

    it("replaces an image and deletes the old file", async () => {
      const user = await createUser("investor");
      const first = await user.upload("front", PNG);
      const second = await user.upload("front", JPEG);
      expect(second.status).toBe(201);
      expect(storedImages()).toEqual([second.json.data.file_id]);
      expect((await row(user.id)).img).toBe(second.json.data.file_id);
      const events = await t.db.selectFrom("audit_events").select(["before_json", "after_json"]).where("action", "=", "user.id_image_uploaded").orderBy("id").execute();
      expect(events.map((e) => [JSON.parse(e.before_json!), JSON.parse(e.after_json!)])).toEqual([
        [{ img: null }, { img: first.json.data.file_id }],
        [{ img: first.json.data.file_id }, { img: second.json.data.file_id }],
      ]);
    });

    it("refuses a text file named .png as an invalid file and keeps nothing", async () => {
      const user = await createUser("investor");
      for (const lang of ["en", "vi"]) {
        const res = await user.upload("front", Buffer.from("this is not an image at all"), "photo.png", lang);
        expect(res.status).toBe(422);
        expect(res.json.message).toBe(lang === "en" ? "Invalid file. Please choose a JPEG or PNG image." : "File không hợp lệ. Vui lòng chọn ảnh JPEG hoặc PNG.");
      }
      expect(storedImages()).toEqual([]);
      expect((await row(user.id)).img).toBeNull();
    });

    it("refuses a file that starts like a JPEG or PNG but does not decode (a polyglot), keeping nothing", async () => {
      const user = await createUser("investor");
      for (const fake of [Buffer.concat([JPEG.subarray(0, 6), Buffer.from("<html><script>alert(1)</script></html>")]), Buffer.concat([PNG.subarray(0, 8), Buffer.from("PK\x03\x04 a zip")])]) {
        const res = await user.upload("front", fake, "id.jpg", "en");
        expect([res.status, res.json.message]).toEqual([422, "Invalid file. Please choose a JPEG or PNG image."]);
      }
      expect(storedImages()).toEqual([]);
      expect((await row(user.id)).img).toBeNull();
    });

    it("accepts exactly 5 MB (over the generic 1 MB API limit) and refuses 5 MB + 1 byte with 413, keeping nothing", async () => {
      const user = await createUser("investor");
      const exact = Buffer.concat([JPEG, Buffer.alloc(ID_IMAGE_MAX_BYTES - JPEG.length)]);
      const ok = await user.upload("front", exact, "big.jpg");
      expect(ok.status).toBe(201);
      // What is kept is the decoded image encoded again, without the padding.
      expect(fs.statSync(path.join(t.deps.config.DATA_DIR, "private", "id-images", ok.json.data.file_id)).size).toBeLessThan(JPEG.length * 2);

      const tooBig = await user.upload("back", Buffer.concat([exact, Buffer.from([0])]), "big.jpg", "en");
      expect(tooBig.status).toBe(413);
      expect(tooBig.json).toMatchObject({ error: "PAYLOAD_TOO_LARGE", message: "The file is too large: at most 5 MB." });
      expect(storedImages()).toEqual([ok.json.data.file_id]);
      expect((await row(user.id)).img1).toBeNull();
    });

    it("stops reading an oversized upload early instead of taking the whole body", async () => {
      const user = await createUser("investor");
      const boundary = "----e2eboundary";
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="side"\r\n\r\nfront\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(Buffer.concat([head, JPEG]));
        },
        pull(controller) {
          // 50 MB if read to the end.
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await t.app.request("/api/v1/auth/profile/id-images", {
        method: "POST",
        body,
        headers: { ...user.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(sent).toBeLessThan(ID_IMAGE_MAX_BYTES + 1024 * 1024);
      expect(storedImages()).toEqual([]);
    });

    it("refuses a declared Content-Length over the limit before reading", async () => {
      const user = await createUser("investor");
      const response = await t.app.request("/api/v1/auth/profile/id-images", {
        method: "POST",
        body: "x",
        headers: { ...user.auth, "content-type": "multipart/form-data; boundary=x", "content-length": String(20 * 1024 * 1024) },
      });
      expect(response.status).toBe(413);
    });

    it.each([
      ["no side", undefined, JPEG, "side", "Please choose the front or the back."],
      ["a wrong side", "left", JPEG, "side", "Please choose the front or the back."],
      ["no file", "front", undefined, "file", "Please choose a file."],
    ])("refuses %s with 400 and keeps nothing", async (_, side, file, field, message) => {
      const user = await createUser("investor");
      const res = await user.upload(side, file, "id.jpg", "en");
      expect(res.status).toBe(400);
      expect(res.json.details).toContainEqual({ path: field, message });
      expect(storedImages()).toEqual([]);
    });

    it("refuses a body that is not multipart", async () => {
      const user = await createUser("investor");
      const res = await t.call("POST", "/api/v1/auth/profile/id-images", { body: { side: "front" }, headers: user.auth });
      expect(res.status).toBe(400);
    });

    it("answers a cut-off multipart body with the upload error and keeps nothing", async () => {
      const user = await createUser("investor");
      const boundary = "cut";
      const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`), JPEG]);
      const response = await t.app.request("/api/v1/auth/profile/id-images?lang=en", {
        method: "POST",
        body,
        headers: { ...user.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).message).toMatch(/^Upload error/);
      expect(storedImages()).toEqual([]);
    });

    it("keeps each person's images to themselves; administrators may look, and that is recorded", async () => {
      const owner = await createUser("investor");
      const other = await createUser("investor");
      const admin = await createUser("administrator");
      await owner.upload("front", PNG);

      expect((await other.image("front", `?user_id=${owner.id}`)).status).toBe(403);
      expect((await other.image("front")).status).toBe(404);
      expect((await owner.image("back")).status).toBe(404);
      expect((await owner.image("side")).status).toBe(400);

      const seen = await admin.image("front", `?user_id=${owner.id}`);
      expect(seen.status).toBe(200);
      await expectCleaned(seen, "png");
      const viewed = await t.db.selectFrom("audit_events").selectAll().where("action", "=", "user.id_image_viewed").execute();
      expect(viewed).toMatchObject([{ actor_id: admin.id, subject: `user:${owner.id}` }]);
    });

    it("is for investors (403 otherwise) and needs a session (401)", async () => {
      const candidate = await createUser("candidate");
      expect((await candidate.upload("front", PNG)).status).toBe(403);
      expect((await upload({}, "front", PNG)).status).toBe(401);
      expect((await t.app.request("/api/v1/auth/profile/id-images/front")).status).toBe(401);
      expect(storedImages()).toEqual([]);
    });

    it("is described in the OpenAPI document as a multipart upload and an image download", async () => {
      const doc = (await t.call("GET", "/api/v1/openapi.json")).json;
      const post = doc.paths["/auth/profile/id-images"].post;
      expect(Object.keys(post.requestBody.content)).toEqual(["multipart/form-data"]);
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "413", "422"]));
      expect(Object.keys(doc.paths["/auth/profile/id-images/{side}"].get.responses["200"].content)).toEqual(["image/jpeg", "image/png"]);
      expect(doc.paths["/auth/profile"].post.requestBody.content["application/json"]).toBeDefined();
    });
  });
});
