import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { tusMetadata } from "#server/testing/entry-fixtures.ts";
import { benchClient } from "./contestants.ts";
import { call, exchange } from "./http-client.ts";
import { check, latencies, seedPeople, withConcurrency, type Person, type Target } from "./peak-common.ts";
import { processMemory } from "./server.ts";

/**
 * The last evening of submissions: contestants (seeded, no argon2) each upload an essay PDF and two photos over tus
 * (ADR 0014) in 1 MiB PATCHes, lose the connection halfway through each file and resume from the offset the server
 * gives (HEAD), and press Send at once, while the files' checks (a job each since ADR 0029) still run: the last check
 * sends the entry (ADR 0030), and each contestant reads their entry every CHECK_POLL_MS, as the entry page does,
 * until it is stored; meanwhile anonymous visitors load the home page and /healthz is polled every 20 ms. The
 * baseline: the same bytes written to files on the same disk in the same chunks (open, append, close) by as many
 * writers, just before. Targets: 0 failed uploads or submits, RSS growth under 256 MiB, /healthz p99 under 100 ms,
 * upload throughput at least 0.5 of the plain writes. A second reference, without a target: the same bytes sent the
 * same way over HTTP to a bare `node:http` server in this process that appends each body to a file, the ceiling of
 * any HTTP upload here; the product's throughput against it is the product's own overhead.
 */

export interface DeadlineScale {
  contestants: number;
  /** Bytes each contestant sends: an essay and two photos. */
  bytesEach: number;
  /** Anonymous home-page loads a second during the evening. */
  visitsPerSecond: number;
}

const MiB = 1024 * 1024;
const CHUNK = MiB;
const RSS_TARGET_MIB = 256;
const HEALTHZ_P99_TARGET_MS = 100;
const THROUGHPUT_TARGET = 0.5;
/** How often a contestant reads their entry while its files are being checked, and for how long at most. */
const CHECK_POLL_MS = 1000;
const CHECK_WAIT_MS = 15 * 60_000;
const TITLE = "Thành phố biển – điểm đến hội nghị và sự kiện hàng đầu của khu vực châu Á";

/** A PDF of about `bytes` (pdf-lib, a file attachment of random bytes) and a noise JPEG of about `bytes` each. */
async function files(bytes: number) {
  const photoBytes = Math.floor(bytes / 5);
  const side = Math.round(Math.sqrt(photoBytes / 1.35)); // noise at quality 95 takes about 1.35 bytes a pixel
  const photo = await sharp({ create: { width: side, height: side, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText("Bai du thi", { x: 50, y: 780 });
  await document.attach(randomBytes(Math.max(0, bytes - 2 * photo.length)), "phu-luc.bin", { mimeType: "application/octet-stream" });
  const essay = Buffer.from(await document.save({ useObjectStreams: false }));
  return [
    { kind: "essay", name: "bai-du-thi.pdf", data: essay },
    { kind: "image", name: "anh-1.jpg", data: photo },
    { kind: "image", name: "anh-2.jpg", data: photo },
  ];
}

type Files = Awaited<ReturnType<typeof files>>;

/**
 * Every contestant's bytes in 1 MiB chunks, as many contestants at once, each chunk handed to `append` with the name
 * of its contestant's file; MiB/s.
 */
async function inChunks(contestants: number, entry: Files, append: (name: string, chunk: Buffer) => Promise<void>): Promise<number> {
  const started = performance.now();
  await withConcurrency(
    Array.from({ length: contestants }, (_, n) => n),
    contestants,
    async (n) => {
      for (const [index, file] of entry.entries()) {
        for (let at = 0; at < file.data.length; at += CHUNK) await append(`${n}-${index}`, file.data.subarray(at, at + CHUNK));
      }
    },
  );
  const seconds = (performance.now() - started) / 1000;
  return (contestants * entry.reduce((sum, file) => sum + file.data.length, 0)) / MiB / seconds;
}

/** The baseline: every contestant's bytes appended to files in 1 MiB writes, as many writers at once; MiB/s. */
async function plainWrites(dir: string, contestants: number, entry: Files): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await inChunks(contestants, entry, (name, chunk) => fs.promises.appendFile(path.join(dir, name), chunk));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The HTTP ceiling: every contestant's bytes as 1 MiB requests, sent as the contestants send their PATCHes (the
 * benches' `exchange`, as many at once as there are contestants), to a bare `node:http` server on loopback that appends each body to a file
 * (no tus, no session, no database); MiB/s.
 */
async function bareHttpWrites(dir: string, contestants: number, entry: Files): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  const server = http.createServer((request, response) => {
    pipeline(request, fs.createWriteStream(path.join(dir, path.basename(request.url ?? "body")), { flags: "a" })).then(
      () => response.writeHead(204).end(),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await inChunks(contestants, entry, async (name, chunk) => {
      const answer = await exchange(origin, "PATCH", `/${name}`, {}, chunk);
      if (answer.status !== 204) throw new Error(`bare HTTP append answered ${answer.status} ${answer.error ?? ""}`);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function deadlineEvening(target: Target, scale: DeadlineScale) {
  const { deps, server } = target;
  const client = benchClient(server);
  const entry = await files(scale.bytesEach);
  const bytes = scale.contestants * entry.reduce((sum, file) => sum + file.data.length, 0);
  const people = await seedPeople(deps, scale.contestants, "candidate", (n) => ({
    email: `contestant-${n}@bench.test`,
    id_number: `ENTRY${String(n).padStart(8, "0")}`,
    birth_date: "1992-09-02",
    phone_number: `+8493${String(n).padStart(7, "0")}`,
    nation: "VN",
    person_type: "person",
  }));
  const baselineMiBps = await plainWrites(path.join(server.dataDir, "bench-plain-writes"), scale.contestants, entry);
  const bareHttpMiBps = await bareHttpWrites(path.join(server.dataDir, "bench-bare-http"), scale.contestants, entry);

  // PATCHes that only append, and the last of each file (which waited for the file's checks before ADR 0029).
  const patches: number[] = [];
  const lastPatches: number[] = [];
  /** Per contestant, from their Send (right after their last PATCH) until their entry was stored. */
  const sendWaits: number[] = [];
  /** Presses Send while the files are being checked and reads the entry until it is stored; whether it was. */
  const sendWhenChecked = async (person: Person) => {
    const started = performance.now();
    const pressed = await call(server.origin, "POST", "/api/v1/contest/draft/send", person.headers, {
      choice_answer: "B",
      title: TITLE,
      accept_rules: true,
      declare_not_staff: true,
    });
    const entry = pressed.status === 200 ? await client.sentEntry(person.headers, { everyMs: CHECK_POLL_MS, withinMs: CHECK_WAIT_MS }) : undefined;
    if (entry) sendWaits.push(performance.now() - started);
    const failure = pressed.status !== 200 ? (pressed.json?.message ?? "no answer") : entry ? "" : "no entry stored in time";
    return { status: pressed.status, message: failure };
  };
  /** One file: created, sent to half, then resumed from the server's offset; false when any step failed. */
  const upload = async (person: Person, file: Files[number]) => {
    const headers = { ...person.headers, "tus-resumable": "1.0.0" };
    const created = await client.tus("POST", "/uploads", {
      ...headers,
      "upload-length": String(file.data.length),
      "upload-metadata": tusMetadata({ kind: file.kind, filename: file.name }),
    });
    const location = created.headers.get("location");
    if (created.status !== 201 || !location) return false;
    const send = async (from: number, until: number) => {
      for (let at = from; at < until; at += CHUNK) {
        const end = Math.min(at + CHUNK, until);
        const started = performance.now();
        const sent = await client.tus(
          "PATCH",
          location,
          { ...headers, "content-type": "application/offset+octet-stream", "upload-offset": String(at) },
          file.data.subarray(at, end),
        );
        (end === file.data.length ? lastPatches : patches).push(performance.now() - started);
        if (sent.status !== 204) return false;
      }
      return true;
    };
    const half = Math.ceil(file.data.length / CHUNK / 2) * CHUNK;
    if (!(await send(0, Math.min(half, file.data.length)))) return false;
    const head = await client.tus("HEAD", location, headers);
    return head.status === 200 && (await send(Number(head.headers.get("upload-offset")), file.data.length));
  };

  // Visitors arrive at a steady rate whatever the server's pace (each one loads the page once, compressed as browsers ask).
  const visits: number[] = [];
  let failedVisits = 0;
  const pending: Promise<void>[] = [];
  const visit = async () => {
    const started = performance.now();
    const answer = await exchange(server.origin, "GET", "/", { "accept-encoding": "gzip, deflate, br, zstd" });
    if (answer.status === 200) visits.push(performance.now() - started);
    else failedVisits += 1;
  };
  const visitors = setInterval(() => pending.push(visit()), 1000 / scale.visitsPerSecond);
  const rssBefore = processMemory(server.pid)?.rssMiB ?? NaN;
  let uploadsDoneMs = 0;
  const watched = await client.underWatch(async () => {
    const started = performance.now();
    return withConcurrency(people, people.length, async (person) => {
      let uploaded = 0;
      // A request that got no answer fails its file, as a refusal does.
      for (const file of entry) if (await upload(person, file).catch(() => false)) uploaded += 1;
      uploadsDoneMs = Math.max(uploadsDoneMs, performance.now() - started);
      return { uploaded, submitted: await sendWhenChecked(person) };
    });
  });
  clearInterval(visitors);
  await Promise.all(pending);

  const failedUploads = watched.result.reduce((sum, one) => sum + entry.length - one.uploaded, 0);
  const failedSubmits = watched.result.filter((one) => one.submitted.status !== 200 || one.submitted.message);
  const submittedEntries = await deps.db
    .selectFrom("entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(
      "user_id",
      "in",
      people.map((p) => p.id),
    )
    .executeTakeFirstOrThrow();
  const throughputMiBps = bytes / MiB / (uploadsDoneMs / 1000);
  const ratio = throughputMiBps / baselineMiBps;
  const rssGrowth = Math.round((watched.peakRssMiB - rssBefore) * 10) / 10;
  return {
    contestants: scale.contestants,
    mibEach: Math.round((bytes / scale.contestants / MiB) * 10) / 10,
    seconds: Math.round(watched.ms / 100) / 10,
    throughputMiBps: Math.round(throughputMiBps * 10) / 10,
    baselineMiBps: Math.round(baselineMiBps * 10) / 10,
    ratio: Math.round(ratio * 100) / 100,
    bareHttpMiBps: Math.round(bareHttpMiBps * 10) / 10,
    ratioToBareHttp: Math.round((throughputMiBps / bareHttpMiBps) * 100) / 100,
    rssBeforeMiB: rssBefore,
    rssPeakMiB: watched.peakRssMiB,
    healthz: { p99: watched.healthzP99Ms, max: watched.slowestHealthzMs, polls: watched.polls },
    patch: latencies(patches),
    lastPatch: latencies(lastPatches),
    sendWait: latencies(sendWaits),
    home: { visits: visits.length, failed: failedVisits, ...latencies(visits) },
    failedUploads,
    failedSubmits: failedSubmits.map((one) => `${one.submitted.status} ${one.submitted.message}`),
    submittedEntries: Number(submittedEntries.n),
    checks: [
      check(
        "failed uploads or submits",
        failedUploads + failedSubmits.length,
        "0",
        failedUploads + failedSubmits.length === 0 && Number(submittedEntries.n) === scale.contestants,
      ),
      check("server RSS growth MiB", rssGrowth, `< ${RSS_TARGET_MIB}`, rssGrowth < RSS_TARGET_MIB),
      check("/healthz p99 ms", watched.healthzP99Ms, `< ${HEALTHZ_P99_TARGET_MS}`, watched.healthzP99Ms < HEALTHZ_P99_TARGET_MS),
      check("upload MiB/s ÷ plain writes", ratio.toFixed(2), `≥ ${THROUGHPUT_TARGET}`, ratio >= THROUGHPUT_TARGET),
    ],
  };
}

export function deadlineLines(r: Awaited<ReturnType<typeof deadlineEvening>>): string[] {
  return [
    `${r.contestants} contestants × ${r.mibEach} MiB, resumed halfway, Send pressed while the files were checked, in ${r.seconds} s: uploads ${r.throughputMiBps} MiB/s vs plain writes ${r.baselineMiBps} MiB/s (ratio ${r.ratio}); ${r.submittedEntries} entries stored`,
    `the same bytes in 1 MiB requests to a bare node:http server appending to files: ${r.bareHttpMiBps} MiB/s (uploads ÷ bare HTTP ${r.ratioToBareHttp})`,
    `1 MiB PATCH p50 ${r.patch.p50} p99 ${r.patch.p99} ms; a file's last PATCH p50 ${r.lastPatch.p50} p99 ${r.lastPatch.p99} max ${r.lastPatch.max} ms`,
    `from Send (right after the last PATCH) until the last check had stored the entry: p50 ${r.sendWait.p50} p99 ${r.sendWait.p99} max ${r.sendWait.max} ms`,
    `RSS ${r.rssBeforeMiB} → peak ${r.rssPeakMiB} MiB; /healthz p99 ${r.healthz.p99} max ${r.healthz.max} ms (${r.healthz.polls} polls); home page ${r.home.visits} visits p50 ${r.home.p50} p99 ${r.home.p99} ms, ${r.home.failed} failed` +
      (r.failedUploads || r.failedSubmits.length ? `; failed uploads ${r.failedUploads}, submits ${JSON.stringify(r.failedSubmits)}` : ""),
  ];
}
