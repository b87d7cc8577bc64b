import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/modules/identity/index.ts";
import { entriesStage, type EntriesStage, KiB, limits } from "#server/testing/contest-client.ts";
import { imageFixture, pdfFixture, tusMetadata, videoFixture } from "#server/testing/entry-fixtures.ts";
import { topLevelBoxes } from "#server/testing/file-inspection.ts";
import type { TestApp } from "#server/testing/test-app.ts";

let t: TestApp,
  admin: EntriesStage["admin"],
  contestant: EntriesStage["contestant"],
  tus: EntriesStage["tus"],
  upload: EntriesStage["upload"],
  draftOf: EntriesStage["draftOf"],
  fetchLink: EntriesStage["fetchLink"];
beforeAll(async () => ({ t, admin, contestant, tus, upload, draftOf, fetchLink } = await entriesStage()));
afterAll(() => t.close());

describe("upload rules", () => {
  it("judges the type by content: wrong types with the right extension are refused, with the reason, and deleted", async () => {
    const person = await contestant();
    const names: string[] = [];
    const text = Buffer.from("this is not an image at all, only text");
    for (const [kind, content, name] of [
      ["image", text, "photo.png"],
      ["essay", await imageFixture("png"), "essay.pdf"],
      ["video", await pdfFixture(), "clip.mp4"],
      ["essay", Buffer.from("%PDF-1.7\nnot really a pdf at all"), "broken.pdf"],
      ["image", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), text]), "broken.png"],
    ] as const) {
      // The last PATCH answers once the bytes are stored; the check job (run by `upload`) refuses the file.
      const { sent } = await upload(person, kind, content, { name, lang: "en" });
      expect(sent.status, name).toBe(204);
      names.push(name);
    }
    const files = (await draftOf(person)).files;
    expect(files.map((file) => [file.name, file.state, file.refusal, file.url])).toEqual(names.map((name) => [name, "refused", "invalidFile", null]));
    const stored = await t.db.selectFrom("entry_files").select(["file_id", "original_file_id"]).where("user_id", "=", person.id).execute();
    expect(stored.every((row) => row.file_id === null && row.original_file_id === null)).toBe(true);
  });

  it("refuses one byte over each limit at creation, and cuts a body longer than declared", async () => {
    const person = await contestant();
    for (const [kind, max] of [
      ["essay", limits.essay_max_bytes],
      ["image", limits.image_max_bytes],
      ["video", limits.video_max_bytes],
    ] as const) {
      const { created } = await upload(person, kind, Buffer.alloc(1), { declared: max + 1, lang: "vi" });
      expect(created.status, kind).toBe(413);
      expect(created.json.message).toBe(`File quá lớn: tối đa ${Number((max / (1024 * 1024)).toFixed(1))} MB.`);
    }
    const { created, sent } = await upload(person, "video", videoFixture(limits.video_max_bytes + 1), { declared: 1024 });
    expect(created.status).toBe(201);
    expect(sent.status).toBe(413);
    expect((await draftOf(person)).files.map((f) => [f.state, f.bytes])).toEqual([["uploading", 1024]]);
  });

  it("allows 10 images and 3 videos, and refuses the 11th image and the 4th video with the spec's messages", async () => {
    const person = await contestant();
    const png = await imageFixture("png");
    for (let i = 0; i < 10; i += 1) expect((await upload(person, "image", png)).sent.status).toBe(204);
    const eleventh = await upload(person, "image", png, { lang: "en" });
    expect(eleventh.created.status).toBe(422);
    expect(eleventh.created.json.message).toBe("You can only post up to 10 photos");
    for (let i = 0; i < 3; i += 1) expect((await upload(person, "video", videoFixture())).sent.status).toBe(204);
    const fourth = await upload(person, "video", videoFixture(), { lang: "vi" });
    expect(fourth.created.json.message).toBe("Bạn chỉ được đăng tối đa 3 video");
    expect((await upload(person, "essay", await pdfFixture())).sent.status).toBe(204);
    expect((await upload(person, "essay", await pdfFixture())).created.status).toBe(409);
  });

  it("bounds the storage of one draft", async () => {
    const person = await contestant();
    await t.db
      .updateTable("contest_editions")
      .set({ limits_json: JSON.stringify({ ...limits, draft_max_bytes: 20 * KiB }) })
      .execute();
    try {
      expect((await upload(person, "video", videoFixture(16 * KiB))).sent.status).toBe(204);
      expect((await upload(person, "video", videoFixture(8 * KiB))).created.status).toBe(413);
    } finally {
      await t.db
        .updateTable("contest_editions")
        .set({ limits_json: JSON.stringify(limits) })
        .execute();
    }
  });

  it("removes a file before submitting, and never lets anyone touch another person's upload", async () => {
    const owner = await contestant();
    const other = await contestant();
    const { location } = await upload(owner, "video", videoFixture(2048), { declared: 4096 });
    const [file] = (await draftOf(owner)).files;
    expect(file?.state).toBe("uploading");
    expect((await tus("HEAD", location!, other.headers)).status).toBe(404);
    expect(
      (await tus("PATCH", location!, { ...other.headers, "content-type": "application/offset+octet-stream", "upload-offset": "2048" }, Buffer.alloc(10)))
        .status,
    ).toBe(404);
    expect((await t.call("DELETE", `/api/v1/contest/draft/files/${file!.id}`, { headers: other.headers })).status).toBe(404);
    expect((await tus("HEAD", location!, owner.headers)).headers.get("upload-offset")).toBe("2048");
    expect((await t.call("DELETE", `/api/v1/contest/draft/files/${file!.id}`, { headers: owner.headers })).status).toBe(200);
    expect((await draftOf(owner)).files).toEqual([]);
    expect((await tus("HEAD", location!, owner.headers)).status).toBe(404);
    expect((await tus("POST", "/uploads", { ...admin.headers, "upload-length": "10", "upload-metadata": tusMetadata({ kind: "image" }) })).status).toBe(403);
    expect((await tus("POST", "/uploads", { "upload-length": "10" })).status).toBe(401);
  });

  it("resumes an interrupted upload from the offset the server has", async () => {
    const person = await contestant();
    const video = videoFixture(10 * KiB);
    const created = await tus("POST", "/uploads", {
      ...person.headers,
      "upload-length": String(video.length),
      "upload-metadata": tusMetadata({ kind: "video", filename: "v.mp4" }),
    });
    const location = created.headers.get("location")!;
    const first = await tus(
      "PATCH",
      location,
      { ...person.headers, "content-type": "application/offset+octet-stream", "upload-offset": "0" },
      video.subarray(0, 5 * KiB),
    );
    expect(first.headers.get("upload-offset")).toBe(String(5 * KiB));
    const head = await tus("HEAD", location, person.headers);
    const offset = Number(head.headers.get("upload-offset"));
    const rest = await tus(
      "PATCH",
      location,
      { ...person.headers, "content-type": "application/offset+octet-stream", "upload-offset": String(offset) },
      video.subarray(offset),
    );
    expect(rest.status).toBe(204);
    expect((await draftOf(person)).files).toMatchObject([{ state: "checking", bytes: video.length }]);
    await t.deps.jobs.runDue();
    const [file] = (await draftOf(person)).files;
    expect(file).toMatchObject({ state: "ready", bytes: video.length });
    // What the link serves is the judge's copy: remuxed with the movie header first, without the padding.
    const served = (await fetchLink(file!.url!)).body;
    expect(topLevelBoxes(served).slice(0, 2)).toEqual(["ftyp", "moov"]);
    const partial = await t.app.request(file!.url!, { headers: { range: "bytes=100-199" } });
    expect([partial.status, partial.headers.get("content-range")]).toEqual([206, `bytes 100-199/${served.length}`]);
    expect(Buffer.from(await partial.arrayBuffer()).equals(served.subarray(100, 200))).toBe(true);
    const tail = await t.app.request(file!.url!, { headers: { range: "bytes=-10" } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(served.subarray(served.length - 10))).toBe(true);
    expect((await t.app.request(file!.url!, { headers: { range: `bytes=${served.length}-` } })).status).toBe(416);
  });

  it("cleans up uploads abandoned for a day", async () => {
    const person = await contestant();
    const { location } = await upload(person, "video", videoFixture(1024), { declared: 2048 });
    const { cleanAbandonedUploads } = await import("./upload-store.ts");
    expect(await cleanAbandonedUploads(t.deps)).toBe(0);
    t.clock.advance(25 * 60 * 60_000);
    expect(await cleanAbandonedUploads(t.deps)).toBeGreaterThanOrEqual(1);
    // Back the next day (a new session), the contestant finds the abandoned upload gone.
    const fresh = await createSession(t.db, t.deps, person.id, "vitest");
    const headers = { authorization: `Bearer ${fresh.token}` };
    expect((await draftOf({ ...person, headers })).files).toEqual([]);
    expect((await tus("HEAD", location!, headers)).status).toBe(404);
  });
});
