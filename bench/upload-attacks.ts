import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { hash } from "@node-rs/argon2";
import { processMemory, startServer, stopOnSignal } from "./server.ts";
import { dagPdf, tusMetadata, videoFixture } from "../src/server/testing/entry-fixtures.ts";

/**
 * `npm run bench:upload-attacks`: issue 9's reproductions of items 1 and 3 against the real production server.
 * Item 1: DAG PDFs (depth 24 and 26, about 2 KB) uploaded through tus while /healthz is polled every 20 ms; prints
 * each upload's status, the slowest /healthz answer and the server's resident memory. Item 3: another contestant's
 * HEAD, PATCH and DELETE of a victim's upload through every URL form; prints the statuses and the victim's offset.
 * BENCH_PORT picks the port (default: a free one).
 */

const PASSWORD = "bench-attack-password-2024";
const server = await startServer({ env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SIGNIN_RATE_LIMIT: "1000" }, ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}) });
stopOnSignal(() => server.stop());

async function contestant(n: number) {
  const db = new DatabaseSync(path.join(server.dataDir, "app.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  const now = new Date().toISOString();
  db.prepare(
    `insert into users (email, password_hash, full_name, role, phone_number, id_number, birth_date, nation, person_type, activated_at, failed_signins, created_at, updated_at)
     values (?, ?, 'Bench Contestant', 'candidate', ?, ?, '1990-01-01', 'Việt Nam', 'person', ?, 0, ?, ?)`,
  ).run(`attack${n}@example.com`, await hash(PASSWORD), `+8491111111${n}`, `ID0000000${n}`, now, now, now);
  db.close();
  const signin = await fetch(`${server.origin}/api/v1/auth/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `attack${n}@example.com`, password: PASSWORD }) });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0", "accept-language": "en" };
}

const tus = async (method: string, url: string, headers: Record<string, string>, body?: Uint8Array) => {
  const response = await fetch(`${server.origin}${url}`, { method, headers, ...(body ? { body: body as unknown as BodyInit } : {}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
async function upload(auth: Record<string, string>, kind: string, content: Uint8Array, declared = content.length) {
  const created = await tus("POST", "/uploads", { ...auth, "upload-length": String(declared), "upload-metadata": tusMetadata({ kind, filename: `${kind}.bin` }) });
  const location = created.headers.get("location") ?? "";
  const sent = await tus("PATCH", location, { ...auth, "content-type": "application/offset+octet-stream", "upload-offset": "0" }, content);
  return { location, sent };
}

/** Runs `work` while polling /healthz every 20 ms: the slowest answer, polls made, and the server's memory. */
async function underWatch<T>(work: () => Promise<T>) {
  let running = true;
  let slowest = 0;
  let polls = 0;
  let peakRss = processMemory(server.pid)?.rssMiB ?? 0;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/healthz`);
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      polls += 1;
      peakRss = Math.max(peakRss, processMemory(server.pid)?.rssMiB ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  running = false;
  await poller;
  return { result, ms, slowestHealthzMs: Math.round(slowest), polls, peakRssMiB: peakRss };
}

try {
  const victim = await contestant(1);
  const attacker = await contestant(2);
  const rssBefore = processMemory(server.pid)?.rssMiB;
  const dag = [];
  for (const depth of [24, 26]) {
    const pdf = dagPdf(depth);
    const watched = await underWatch(() => upload(depth === 24 ? victim : attacker, "essay", pdf));
    dag.push({ depth, bytes: pdf.length, status: watched.result.sent.status, body: watched.result.sent.text, ms: watched.ms, slowestHealthzMs: watched.slowestHealthzMs, polls: watched.polls, peakRssMiB: watched.peakRssMiB });
  }

  const { location } = await upload(victim, "video", videoFixture(2048), 4096);
  const own = await upload(attacker, "video", videoFixture(1024), 4096);
  const id = location.split("/").pop()!;
  const ownId = own.location.split("/").pop()!;
  const forms = [`/uploads?x=/${id}`, `/uploads/${ownId}?x=/${id}`, `/uploads/x%2F${id}`, `/uploads/${id}/`, `/uploads//${id}`, `/uploads/${ownId}/${id}`, `/uploads/${id}`];
  const takeover: Record<string, Record<string, number>> = {};
  for (const url of forms) {
    takeover[url.replace(id, "<victim>").replace(ownId, "<own>")] = {
      HEAD: (await tus("HEAD", url, attacker)).status,
      PATCH: (await tus("PATCH", url, { ...attacker, "content-type": "application/offset+octet-stream", "upload-offset": "2048" }, Buffer.alloc(2048, 0x41))).status,
      DELETE: (await tus("DELETE", url, attacker)).status,
    };
  }
  const victimOffset = (await tus("HEAD", location, victim)).headers.get("upload-offset");
  console.log(JSON.stringify({ rssBeforeMiB: rssBefore, rssAfterMiB: processMemory(server.pid)?.rssMiB, dag, takeover, victimOffsetAfter: victimOffset }, null, 2));
  const ok = dag.every((d) => d.status === 422 && d.slowestHealthzMs < 500) && Object.values(takeover).every((m) => Object.values(m).every((s) => s >= 400)) && victimOffset === "2048";
  console.log(`DAG PDFs refused with /healthz under 500 ms, and no URL form reached the victim's upload: ${ok ? "yes" : "NO"}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
