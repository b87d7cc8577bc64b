import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomFillSync, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { systemClock } from "#server/lib/clock.ts";
import { createSession } from "#server/modules/identity/sessions.ts";
import { seedPages } from "#server/modules/pages/seed-content.ts";
import { tusMetadata, videoFixture } from "#server/testing/entry-fixtures.ts";
import { anonymityFixture, topLevelBoxes } from "#server/testing/file-inspection.ts";
import { withSchemaLock } from "#server/testing/test-app.ts";

/**
 * Issue 18: identical processes sharing one PostgreSQL schema and one DATA_DIR (what `npm run cluster` runs behind
 * nginx). Three start at once on an empty schema; two of them then carry one upload between them. Several
 * processes need PostgreSQL (SQLite serves one process), so this file runs only with TEST_DATABASE_URL.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const MiB = 1024 * 1024;
const PROCESSES = 3;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

/** Starts one app process and resolves with its origin once it printed "ready". */
function startProcess(env: Record<string, string>, port: number, children: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "testing", "api-process.ts")], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "test", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding("utf8").on("data", (text: string) => text.includes("ready") && resolve(`http://127.0.0.1:${port}`));
    child.once("exit", (code) => reject(new Error(`process on port ${port} exited with ${code}`)));
  });
}

/** One HTTP request; with `cutAfter`, the body stops after that many bytes and the connection is destroyed. */
function request(origin: string, method: string, pathname: string, headers: Record<string, string>, body?: Buffer, cutAfter?: number) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      new URL(pathname, origin),
      { method, headers: { "tus-resumable": "1.0.0", ...headers, ...(body ? { "content-length": String(body.length) } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    if (body && cutAfter !== undefined) {
      req.write(body.subarray(0, cutAfter), () => {
        req.destroy();
        resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
      });
      return;
    }
    req.end(body);
  });
}

describe.skipIf(!baseUrl)("several processes on one PostgreSQL schema and one DATA_DIR (issue 18)", () => {
  const schema = `test_${randomUUID().replaceAll("-", "")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-test-"));
  const children: ChildProcess[] = [];
  let origins: string[] = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    await withSchemaLock(baseUrl!, (admin) => admin.query(`create schema ${schema}`));
    const url = new URL(baseUrl!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, ADMIN_EMAIL: "bantochuc@example.vn", ADMIN_PASSWORD: "mat-khau-quan-tri-2026" };
    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    // All at once, on an empty schema.
    origins = await Promise.all(ports.map((port) => startProcess(env, port, children)));
    database = openDatabase({ DATABASE_URL: url.toString(), sqliteFile: "" });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM"))))),
    );
    await database?.close();
    await withSchemaLock(baseUrl!, (admin) => admin.query(`drop schema if exists ${schema} cascade`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds once: one administrator, one edition, one set of pages and news, one bootstrap audit event, one maintenance job", async () => {
    const count = async (table: "users" | "contest_editions" | "pages" | "news" | "settings") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("users")).toBe(1);
    expect(await count("contest_editions")).toBe(1);
    expect(await count("pages")).toBe(seedPages().length);
    const news = await count("news");
    expect(news).toBeGreaterThan(0);
    const audit = await database.db.selectFrom("audit_events").select("action").execute();
    expect(audit.filter((a) => a.action === "user.bootstrap_admin")).toHaveLength(1);
    expect(audit.filter((a) => a.action === "contest.edition_seed")).toHaveLength(1);
    const maintenance = await database.db.selectFrom("jobs").select("id").where("kind", "=", "maintenance.hourly").where("done_at", "is", null).execute();
    expect(maintenance).toHaveLength(1);
    for (const origin of origins) expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  });

  it("resumes a 30 MB upload cut after 40% through the other process; the stored original is the same bytes", async () => {
    const now = new Date().toISOString();
    const { id } = await database.db
      .insertInto("users")
      .values({
        email: `thi-sinh-${randomUUID()}@example.test`,
        password_hash: "!",
        full_name: "Thí sinh",
        role: "candidate",
        activated_at: now,
        created_at: now,
        updated_at: now,
        id_number: "079090000001",
        birth_date: "1990-05-01",
        phone_number: "+84912345678",
        nation: "VN",
        person_type: "person",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { token } = await createSession(database.db, { clock: systemClock }, id, "cluster test");
    const auth = { authorization: `Bearer ${token}` };

    // A playable MP4 followed by a 30 MB `free` box of random bytes, so a byte out of place changes the hash.
    const video = videoFixture(30 * MiB);
    randomFillSync(video, anonymityFixture("plain.mp4").length + 8);
    const [first, second] = origins as [string, string];

    const created = await request(first, "POST", "/uploads", {
      ...auth,
      "upload-length": String(video.length),
      "upload-metadata": tusMetadata({ kind: "video", filename: "clip.mp4" }),
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    const patch = { ...auth, "content-type": "application/offset+octet-stream" };
    await request(first, "PATCH", location, { ...patch, "upload-offset": "0" }, video, Math.floor(video.length * 0.4));

    // The other process sees what the first stored (the shared DATA_DIR) and takes the upload's lock from it.
    const offset = Number((await request(second, "HEAD", location, auth)).headers["upload-offset"]);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(Math.floor(video.length * 0.4));
    const rest = await request(second, "PATCH", location, { ...patch, "upload-offset": String(offset) }, video.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers["upload-offset"])).toBe(video.length);

    // The file's check runs in a job of whichever process claims it (ADR 0029); their workers poll every 100 ms.
    const draftNow = async () => JSON.parse((await request(first, "GET", "/api/v1/contest/draft", auth)).body.toString()).data;
    let draft = await draftNow();
    for (const started = Date.now(); draft.files[0]?.state === "checking" && Date.now() - started < 60_000; await sleep(50)) draft = await draftNow();
    expect(draft.files).toHaveLength(1);
    expect(draft.files[0]).toMatchObject({ kind: "video", state: "ready", bytes: video.length });
    // The contestant's original is stored whole; the link serves the judge's copy (the movie without the padding).
    const row = await database.db.selectFrom("entry_files").select("original_file_id").where("id", "=", draft.files[0].id).executeTakeFirstOrThrow();
    const original = fs.readFileSync(path.join(dataDir, "private", "entries", row.original_file_id!));
    expect(createHash("sha256").update(original).digest("hex")).toBe(createHash("sha256").update(video).digest("hex"));
    const served = await request(second, "GET", draft.files[0].url, {});
    expect(served.status).toBe(200);
    expect(topLevelBoxes(served.body).slice(0, 2)).toEqual(["ftyp", "moov"]);
  }, 120_000);
});
