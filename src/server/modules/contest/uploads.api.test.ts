import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenanceTasks } from "#server/deps.ts";
import { runMaintenance } from "#server/lib/maintenance.ts";
import { prepare } from "#server/main.ts";
import { contestClient, type Person } from "#server/testing/contest-client.ts";
import { dagPdf, pdfFixture, tusMetadata, videoFixture } from "#server/testing/entry-fixtures.ts";
import { topLevelBoxes } from "#server/testing/file-inspection.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { seedEdition } from "./edition.service.ts";
import { queueInterruptedChecks } from "./upload-checks.ts";

let t: TestApp;
let client: ReturnType<typeof contestClient>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: "mat-khau-quan-tri-2026" });
  await seedEdition(t.deps);
  client = contestClient(t);
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.deps.config.DATA_DIR, "private", "uploads");
const idOf = (location: string) => location.split("/").pop()!;
const patchHeaders = (person: Person, offset: number) => ({
  ...person.headers,
  "content-type": "application/offset+octet-stream",
  "upload-offset": String(offset),
});

/** Polls /healthz every 20 ms while `work` runs; the longest wait between two answers, and the work's result. */
async function healthWhile<T>(work: () => Promise<T>) {
  let running = true;
  let last = performance.now();
  let longest = 0;
  const poller = (async () => {
    while (running) {
      const response = await t.app.request("/healthz");
      expect(response.status).toBe(200);
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      await sleep(20);
    }
  })();
  try {
    const result = await work();
    longest = Math.max(longest, performance.now() - last);
    return { result, longest };
  } finally {
    running = false;
    await poller;
  }
}

describe("content checks off the event loop (issue 9, items 1 and 8)", () => {
  it("refuses the depth-24 DAG PDF in its check job while /healthz keeps answering within 500 ms", async () => {
    const person = await client.contestant();
    const pdf = dagPdf(24);
    expect(pdf.length).toBeLessThan(2500);
    // The upload and its check (the job, run here as the worker would run it: ADR 0029).
    const { result, longest } = await healthWhile(() => client.upload(person, "essay", pdf, { name: "dag.pdf", lang: "en" }));
    expect(result.sent.status).toBe(204);
    expect(longest).toBeLessThan(500);
    expect(await t.db.selectFrom("entry_files").select(["state", "refusal", "file_id"]).where("user_id", "=", person.id).execute()).toEqual([
      { state: "refused", refusal: "invalidFile", file_id: null },
    ]);
    expect(fs.readdirSync(uploadsDir()).filter((name) => name.startsWith(idOf(result.location!)))).toEqual([]);
  });

  it("refuses a polyglot video: an ftyp header in front of a PDF", async () => {
    const person = await client.contestant();
    const video = videoFixture();
    const ftyp = video.subarray(0, video.readUInt32BE(0));
    const { sent } = await client.upload(person, "video", Buffer.concat([ftyp, await pdfFixture()]), { name: "clip.mp4", lang: "vi" });
    expect(sent.status).toBe(204);
    expect((await client.draftOf(person)).files.map((file) => [file.name, file.state, file.refusal, file.url])).toEqual([
      ["clip.mp4", "refused", "invalidFile", null],
    ]);
  });
});

describe("one reading of the upload id (issue 9, item 3)", () => {
  it("never lets another contestant read, write or delete an upload, through any form of its URL", async () => {
    const victim = await client.contestant();
    const attacker = await client.contestant();
    const sent = videoFixture(2048);
    const { location } = await client.upload(victim, "video", sent, { declared: 4096 });
    const own = await client.upload(attacker, "video", videoFixture(1024), { declared: 4096 });
    const id = idOf(location!);
    const ownId = idOf(own.location!);
    const forms = [
      `/uploads?x=/${id}`,
      `/uploads/${ownId}?x=/${id}`,
      `/uploads/${ownId}?/${id}`,
      `/uploads/${id}?`,
      `/uploads/x%2F${id}`,
      `/uploads/${ownId}%2F${id}`,
      `/uploads/${id}/`,
      `/uploads//${id}`,
      `/uploads/${ownId}/${id}`,
      `/uploads/${ownId}/..%2F${id}`,
      `/uploads/${id.toUpperCase()}`,
      `/uploads/${id}%00`,
      `/uploads/${id}`,
    ];
    for (const url of forms) {
      for (const [method, body] of [["HEAD"], ["PATCH", Buffer.alloc(2048, 0x41)], ["DELETE"]] as const) {
        const answer = await client.tus(method, url, method === "PATCH" ? patchHeaders(attacker, 2048) : attacker.headers, body);
        expect(answer.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(answer.headers.get("upload-offset"), `${method} ${url}`).toBeNull();
      }
    }
    const [file] = await t.db.selectFrom("entry_files").selectAll().where("upload_id", "=", id).execute();
    expect(file).toMatchObject({ user_id: victim.id, state: "uploading", bytes: 4096 });
    expect(fs.readFileSync(path.join(uploadsDir(), id)).equals(sent)).toBe(true);
    expect((await client.tus("HEAD", location!, victim.headers)).headers.get("upload-offset")).toBe("2048");
    // The attacker's own upload is untouched too, and still works at its one true URL.
    expect((await client.tus("HEAD", own.location!, attacker.headers)).headers.get("upload-offset")).toBe("1024");
  });

  it("refuses an upload URL with a query string, in the envelope", async () => {
    const person = await client.contestant();
    const created = await client.tus("POST", "/uploads?lang=en", {
      ...person.headers,
      "upload-length": "10",
      "upload-metadata": tusMetadata({ kind: "video" }),
    });
    expect(created.status).toBe(400);
    expect(created.json.error).toBe("VALIDATION_FAILED");
    expect(await t.db.selectFrom("entry_files").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
  });
});

describe("tus's own refusals in the envelope (issue 9, item 11)", () => {
  it("answers a bad Upload-Length and a missing Tus-Resumable with a translated JSON envelope", async () => {
    const person = await client.contestant();
    const metadata = tusMetadata({ kind: "video" });
    for (const [lang, message] of [
      ["en", "Invalid upload request: the upload address or its tus headers (Tus-Resumable, Upload-Length, Upload-Offset) are not valid."],
      ["vi", "Yêu cầu tải lên không hợp lệ: địa chỉ tải lên hoặc các tiêu đề tus (Tus-Resumable, Upload-Length, Upload-Offset) không đúng."],
    ] as const) {
      const badLength = await client.tus("POST", "/uploads", {
        ...person.headers,
        "accept-language": lang,
        "upload-length": "-5",
        "upload-metadata": metadata,
      });
      expect([badLength.status, badLength.headers.get("content-type"), badLength.json]).toEqual([
        400,
        "application/json",
        { error: "VALIDATION_FAILED", message },
      ]);
      const response = await t.app.request("/uploads", {
        method: "POST",
        headers: { ...person.headers, "accept-language": lang, "upload-length": "10", "upload-metadata": metadata },
      });
      expect([response.status, response.headers.get("tus-resumable"), await response.json()]).toEqual([412, "1.0.0", { error: "VALIDATION_FAILED", message }]);
    }
    expect(await t.db.selectFrom("entry_files").select("id").where("user_id", "=", person.id).execute()).toEqual([]);
  });

  it("tells the client a finished upload is complete when it asks again (a pause whose last PATCH had arrived), so it does not send the file twice", async () => {
    const person = await client.contestant();
    const { sent, location } = await client.upload(person, "video", videoFixture(4096));
    expect(sent.status).toBe(204);
    const head = await client.tus("HEAD", location!, person.headers);
    expect([head.status, head.headers.get("upload-offset"), head.headers.get("upload-length"), head.headers.get("cache-control")]).toEqual([
      200,
      "4096",
      "4096",
      "no-store",
    ]);
    expect((await client.draftOf(person)).files.filter((file) => file.kind === "video")).toHaveLength(1);
    // Only its owner learns it.
    const other = await client.contestant();
    expect((await client.tus("HEAD", location!, other.headers)).status).toBe(404);
  });

  it("answers a PATCH at the wrong offset with the envelope", async () => {
    const person = await client.contestant();
    const { location } = await client.upload(person, "video", videoFixture(1024), { declared: 4096 });
    const conflict = await client.tus("PATCH", location!, { ...patchHeaders(person, 10), "accept-language": "en" }, Buffer.alloc(10));
    expect([conflict.status, conflict.json]).toEqual([409, { error: "CONFLICT", message: "Upload error" }]);
  });
});

describe("uploads whose hand-over to their check a crash interrupted (issue 9, item 10; ADR 0029)", () => {
  /** An upload whose bytes all arrived, as a kill -9 before its check was queued leaves it: stored by tus, the row still "uploading". */
  async function interrupted(person: Person, kind: string, content: Buffer) {
    const { location } = await client.upload(person, kind, content.subarray(0, 1), { declared: content.length });
    fs.writeFileSync(path.join(uploadsDir(), idOf(location!)), content);
    return idOf(location!);
  }
  const stateOf = async (uploadId: string) =>
    (await t.db.selectFrom("entry_files").select("state").where("upload_id", "=", uploadId).executeTakeFirst())?.state;

  it("queues their checks at start-up: valid files become ready, invalid ones are refused, unfinished ones wait", async () => {
    const person = await client.contestant();
    const video = videoFixture(8192);
    const good = await interrupted(person, "video", video);
    const essay = await interrupted(person, "essay", await pdfFixture());
    const bad = await interrupted(await client.contestant(), "essay", dagPdf(24));
    const { location } = await client.upload(person, "video", videoFixture(1024), { declared: 4096 });
    expect([await stateOf(good), await stateOf(essay), await stateOf(bad)]).toEqual(["uploading", "uploading", "uploading"]);

    await prepare(t.deps);
    expect([await stateOf(good), await stateOf(essay), await stateOf(bad), await stateOf(idOf(location!))]).toEqual([
      "checking",
      "checking",
      "checking",
      "uploading",
    ]);
    await t.deps.jobs.runDue();
    expect([await stateOf(good), await stateOf(essay), await stateOf(bad), await stateOf(idOf(location!))]).toEqual(["ready", "ready", "refused", "uploading"]);
    const files = (await client.draftOf(person)).files;
    expect(files.map((file) => [file.kind, file.state])).toEqual([
      ["video", "ready"],
      ["essay", "ready"],
      ["video", "uploading"],
    ]);
    const stored = Buffer.from(await (await t.app.request(files[0]!.url!)).arrayBuffer());
    // The judge's copy of the video: remuxed with its movie header first.
    expect(topLevelBoxes(stored).slice(0, 2)).toEqual(["ftyp", "moov"]);
    expect(fs.existsSync(path.join(uploadsDir(), bad))).toBe(false);
  });

  it("queues them in the hourly maintenance too, once", async () => {
    const person = await client.contestant();
    const good = await interrupted(person, "video", videoFixture(4096));
    await runMaintenance(t.deps, maintenanceTasks);
    expect(await stateOf(good)).toBe("checking");
    expect(await queueInterruptedChecks(t.deps)).toBe(0);
    await t.deps.jobs.runDue();
    expect(await stateOf(good)).toBe("ready");
  });
});
