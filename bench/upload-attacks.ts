import { benchClient } from "./contestants.ts";
import { processMemory, startServer, stopOnSignal } from "./server.ts";
import { dagPdf, videoFixture } from "../src/server/testing/entry-fixtures.ts";

/**
 * `npm run bench:upload-attacks`: issue 9's reproductions of items 1 and 3 against the real production server.
 * Item 1: DAG PDFs (depth 24 and 26, about 2 KB) uploaded through tus while /healthz is polled every 20 ms; prints
 * each upload's status, what its check (a job once the last byte is stored, ADR 0029) made of it, the slowest
 * /healthz answer and the server's resident memory. Item 3: another contestant's
 * HEAD, PATCH and DELETE of a victim's upload through every URL form; prints the statuses and the victim's offset.
 * BENCH_PORT picks the port (default: a free one).
 */

const server = await startServer({
  env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SIGNIN_RATE_LIMIT: "1000" },
  ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
});
stopOnSignal(() => server.stop());
const { contestant, tus, upload, underWatch, checkedFiles } = benchClient(server);

try {
  const victim = await contestant(1);
  const attacker = await contestant(2);
  const rssBefore = processMemory(server.pid)?.rssMiB;
  const dag = [];
  for (const depth of [24, 26]) {
    const pdf = dagPdf(depth);
    const person = depth === 24 ? victim : attacker;
    const watched = await underWatch(async () => ({
      ...(await upload(person, "essay", pdf)),
      essay: (await checkedFiles(person))?.find((file) => file.kind === "essay"),
    }));
    dag.push({
      depth,
      bytes: pdf.length,
      status: watched.result.sent.status,
      body: watched.result.sent.text,
      state: watched.result.essay?.state,
      refusal: watched.result.essay?.refusal,
      ms: watched.ms,
      slowestHealthzMs: watched.slowestHealthzMs,
      polls: watched.polls,
      peakRssMiB: watched.peakRssMiB,
    });
  }

  const { location } = await upload(victim, "video", videoFixture(2048), 4096);
  const own = await upload(attacker, "video", videoFixture(1024), 4096);
  const id = location.split("/").pop()!;
  const ownId = own.location.split("/").pop()!;
  const forms = [
    `/uploads?x=/${id}`,
    `/uploads/${ownId}?x=/${id}`,
    `/uploads/x%2F${id}`,
    `/uploads/${id}/`,
    `/uploads//${id}`,
    `/uploads/${ownId}/${id}`,
    `/uploads/${id}`,
  ];
  const takeover: Record<string, Record<string, number>> = {};
  for (const url of forms) {
    takeover[url.replace(id, "<victim>").replace(ownId, "<own>")] = {
      HEAD: (await tus("HEAD", url, attacker)).status,
      PATCH: (await tus("PATCH", url, { ...attacker, "content-type": "application/offset+octet-stream", "upload-offset": "2048" }, Buffer.alloc(2048, 0x41)))
        .status,
      DELETE: (await tus("DELETE", url, attacker)).status,
    };
  }
  const victimOffset = (await tus("HEAD", location, victim)).headers.get("upload-offset");
  console.log(
    JSON.stringify({ rssBeforeMiB: rssBefore, rssAfterMiB: processMemory(server.pid)?.rssMiB, dag, takeover, victimOffsetAfter: victimOffset }, null, 2),
  );
  const ok =
    dag.every((d) => d.status === 204 && d.state === "refused" && d.refusal === "invalidFile" && d.slowestHealthzMs < 500) &&
    Object.values(takeover).every((m) => Object.values(m).every((s) => s >= 400)) &&
    victimOffset === "2048";
  console.log(`DAG PDFs refused with /healthz under 500 ms, and no URL form reached the victim's upload: ${ok ? "yes" : "NO"}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
