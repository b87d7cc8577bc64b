import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ID_IMAGE_MAX_BYTES } from "#contracts/profile.ts";
import { AUTHOR, expectCleaned, JPEG, PNG, profileKit } from "#server/testing/profile-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

describe("profile editing and ID images", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());
  const { createUser, upload, storedImages, row } = profileKit(() => t);

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
      const events = await t.db
        .selectFrom("audit_events")
        .select(["before_json", "after_json"])
        .where("action", "=", "user.id_image_uploaded")
        .orderBy("id")
        .execute();
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
        expect(res.json.message).toBe(
          lang === "en" ? "Invalid file. Please choose a JPEG or PNG image." : "File không hợp lệ. Vui lòng chọn ảnh JPEG hoặc PNG.",
        );
      }
      expect(storedImages()).toEqual([]);
      expect((await row(user.id)).img).toBeNull();
    });

    it("refuses a file that starts like a JPEG or PNG but does not decode (a polyglot), keeping nothing", async () => {
      const user = await createUser("investor");
      for (const fake of [
        Buffer.concat([JPEG.subarray(0, 6), Buffer.from("<html><script>alert(1)</script></html>")]),
        Buffer.concat([PNG.subarray(0, 8), Buffer.from("PK\x03\x04 a zip")]),
      ]) {
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
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="side"\r\n\r\nfront\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
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
