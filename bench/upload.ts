import http from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { hash } from "@node-rs/argon2";
import { processMemory, startServer, stopOnSignal } from "./server.ts";
import { registerSqlFunctions } from "../src/server/db/node-sqlite.ts";
import { tusMetadata, videoFixture } from "../src/server/testing/entry-fixtures.ts";

/**
 * `npm run bench:upload`: a 150 MiB video sent through tus to the real production server on loopback. Reports the
 * throughput and the server's resident memory growth while it streams (the limit is 64 MiB), then cuts a second
 * upload's connection at 50% and checks that resuming sends only what the server does not have.
 */

const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 150 * 1024 * 1024);
const PASSWORD = "bench-upload-password-2024";
const CHUNK = 256 * 1024;
const WARMUP_BYTES = 4 * 1024 * 1024;

const server = await startServer({ env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SIGNIN_RATE_LIMIT: "1000" } });
stopOnSignal(() => server.stop());
const MiB = 1024 * 1024;

function request(method: string, url: string, headers: Record<string, string>, body?: { data: Buffer; from: number; cutAt?: number }) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; sent: number }>((resolve, reject) => {
    const req = http.request(`${server.origin}${url}`, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, sent }));
    });
    let sent = 0;
    req.on("error", (error) => (body?.cutAt !== undefined ? resolve({ status: 0, headers: {}, text: String(error), sent }) : reject(error)));
    if (!body) return void req.end();
    let at = body.from;
    const pump = () => {
      while (at < body.data.length) {
        if (body.cutAt !== undefined && at >= body.cutAt) {
          req.destroy(new Error("connection cut by the bench"));
          return;
        }
        const end = Math.min(at + CHUNK, body.data.length);
        const ok = req.write(body.data.subarray(at, end));
        sent += end - at;
        at = end;
        if (!ok) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

try {
  // A contestant straight into the server's database, then signed in through the API.
  const db = new DatabaseSync(path.join(server.dataDir, "app.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  registerSqlFunctions(db);
  const now = new Date().toISOString();
  db.prepare(
    `insert into users (email, password_hash, full_name, role, phone_number, birth_date, nation, person_type, activated_at, created_at, updated_at)
     values ('bench@example.com', ?, 'Bench Contestant', 'candidate', '+84911111111', '1990-01-01', 'Việt Nam', 'person', ?, ?, ?)`,
  ).run(await hash(PASSWORD), now, now, now);
  db.close();
  const signin = await fetch(`${server.origin}/api/v1/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "bench@example.com", password: PASSWORD }),
  });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0" };
  const create = async (name: string) => {
    const created = await request("POST", "/uploads", {
      ...auth,
      "upload-length": String(SIZE),
      "upload-metadata": tusMetadata({ kind: "video", filename: name }),
    });
    if (created.status !== 201) throw new Error(`creation refused: ${created.status} ${created.text}`);
    return String(created.headers.location);
  };
  const patch = (location: string, data: Buffer, from: number, cutAt?: number) =>
    request(
      "PATCH",
      location,
      { ...auth, "content-type": "application/offset+octet-stream", "upload-offset": String(from), "content-length": String(data.length - from) },
      { data, from, ...(cutAt !== undefined ? { cutAt } : {}) },
    );

  const video = videoFixture(SIZE);
  // Warm up: one small upload loads and compiles the upload path, then is removed; then the resting memory is taken.
  const warmup = videoFixture(WARMUP_BYTES);
  const warm = await request("POST", "/uploads", {
    ...auth,
    "upload-length": String(warmup.length),
    "upload-metadata": tusMetadata({ kind: "video", filename: "warm-up.mp4" }),
  });
  const warmLocation = String(warm.headers.location);
  await patch(warmLocation, warmup, 0);
  const draft = (await (await fetch(`${server.origin}/api/v1/contest/draft`, { headers: auth })).json()) as { data: { files: { id: number }[] } };
  for (const file of draft.data.files) await fetch(`${server.origin}/api/v1/contest/draft/files/${file.id}`, { method: "DELETE", headers: auth });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = processMemory(server.pid);
  let peak = before?.rssMiB ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, processMemory(server.pid)?.rssMiB ?? 0)), 10);

  const first = await create("bench.mp4");
  const started = performance.now();
  const whole = await patch(first, video, 0);
  const seconds = (performance.now() - started) / 1000;
  if (whole.status !== 204) throw new Error(`upload failed: ${whole.status} ${whole.text}`);
  const peakWhole = peak;

  // Resume: cut the connection at 50%, ask the server where it stands, send only the rest.
  const second = await create("bench-resume.mp4");
  const cut = await patch(second, video, 0, Math.floor(SIZE / 2));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const head = await request("HEAD", second, auth);
  const offset = Number(head.headers["upload-offset"]);
  const rest = await patch(second, video, offset);
  clearInterval(sampler);
  if (rest.status !== 204) throw new Error(`resume failed: ${rest.status} ${rest.text}`);
  const after = processMemory(server.pid);

  const result = {
    bytes: SIZE,
    seconds: Math.round(seconds * 100) / 100,
    throughputMiBps: Math.round((SIZE / MiB / seconds) * 10) / 10,
    serverRssBeforeMiB: before?.rssMiB,
    serverRssPeakDuringMiB: peak,
    serverRssPeakDuringWholeUploadMiB: peakWhole,
    serverRssGrowthMiB: before ? Math.round((peak - before.rssMiB) * 10) / 10 : undefined,
    serverRssAfterMiB: after?.rssMiB,
    resume: {
      sentBeforeCut: cut.sent,
      serverOffsetAfterCut: offset,
      sentOnResume: rest.sent,
      total: cut.sent + rest.sent,
      resentBytes: cut.sent + rest.sent - SIZE,
    },
  };
  console.log(JSON.stringify(result, null, 2));
  const growthOk = result.serverRssGrowthMiB !== undefined && result.serverRssGrowthMiB < 64;
  const resumeOk = rest.sent === SIZE - offset && offset > 0;
  console.log(
    `memory growth < 64 MiB: ${growthOk ? "yes" : "NO"}; resume sent only the missing ${((SIZE - offset) / MiB).toFixed(1)} MiB: ${resumeOk ? "yes" : "NO"}`,
  );
  process.exitCode = growthOk && resumeOk ? 0 : 1;
} finally {
  await server.stop();
}
