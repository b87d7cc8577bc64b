import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { benchClient } from "./contestants.ts";
import { processMemory, startServer, stopOnSignal } from "./server.ts";

/**
 * `npm run bench:anonymise`: the judges' copies of a 20 MB essay PDF (pages of text and photographs, made with
 * pdf-lib and sharp) and a 150 MB H.264/AAC video (made with ffmpeg), uploaded through tus to the real production
 * server. Every byte but the last is sent first; the last PATCH then costs the check, the anonymisation and the
 * storing alone. Prints each one's time, the server's peak resident memory (worker threads included) and ffmpeg's,
 * and the slowest /healthz answer meanwhile (polled every 20 ms; the goal is under 500 ms). The inputs are made
 * once into the system's temporary folder and reused. BENCH_PORT picks the port (default: a free one).
 */

const MB = 1024 * 1024;
const inputs = path.join(os.tmpdir(), "bench-anonymise");
fs.mkdirSync(inputs, { recursive: true });

/** About 20 MB: 40 pages, each a paragraph of text and a noisy photograph that JPEG cannot shrink. */
async function essayPdf(): Promise<string> {
  const file = path.join(inputs, "essay-20mb.pdf");
  if (fs.existsSync(file)) return file;
  const document = await PDFDocument.create();
  document.setAuthor("Bench Author");
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < 40; page += 1) {
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#3a7", noise: { type: "gaussian", mean: 120, sigma: 60 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const image = await document.embedJpg(photo);
    const sheet = document.addPage([595, 842]);
    sheet.drawText(`Page ${page + 1}: a green harbour city for conferences all year round. `.repeat(2), { x: 30, y: 800, size: 9, font });
    sheet.drawImage(image, { x: 30, y: 100, width: 535, height: 416 });
  }
  fs.writeFileSync(file, await document.save());
  return file;
}

/** About 150 MB: 40 seconds of 720p H.264 at 30 Mbit/s with AAC sound, tagged as a phone would, moov at the end. */
function video(): string {
  const file = path.join(inputs, "video-150mb.mp4");
  if (fs.existsSync(file)) return file;
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30,noise=alls=30:allf=t", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "40"],
    ...[
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-b:v",
      "30M",
      "-maxrate",
      "30M",
      "-bufsize",
      "60M",
      "-c:a",
      "aac",
      "-metadata",
      "artist=Bench Author",
      "-y",
      file,
    ],
  ]);
  return file;
}

const essay = await essayPdf();
const movie = video();
const server = await startServer({
  env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SIGNIN_RATE_LIMIT: "1000" },
  ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
});
stopOnSignal(() => server.stop());
const { contestant, tus, upload, underWatch, checkedFiles } = benchClient(server);

try {
  const results = [];
  for (const [n, kind, file] of [
    [1, "essay", essay],
    [2, "video", movie],
  ] as const) {
    const auth = await contestant(n);
    const content = fs.readFileSync(file);
    const { location, sent } = await upload(auth, kind, content.subarray(0, content.length - 1), content.length);
    if (sent.status !== 204) throw new Error(`${kind}: ${sent.status} ${sent.text}`);
    const patch = { ...auth, "content-type": "application/offset+octet-stream", "upload-offset": String(content.length - 1) };
    const rssBefore = processMemory(server.pid)?.rssMiB;
    // The last byte, then the check and the judges' copy, which a job makes once the bytes are stored (ADR 0029).
    const watched = await underWatch(async () => ({
      sent: await tus("PATCH", location, patch, content.subarray(content.length - 1)),
      checked: (await checkedFiles(auth))?.find((file) => file.kind === kind),
    }));
    const { sent: last, checked } = watched.result;
    if (last.status !== 204 || !checked?.url) throw new Error(`${kind}: ${last.status} ${last.text}, the file ${checked?.state ?? "still being checked"}`);
    const copyBytes = (await (await fetch(`${server.origin}${checked.url}`)).arrayBuffer()).byteLength;
    results.push({
      kind,
      inputMB: Math.round((content.length / MB) * 10) / 10,
      copyMB: Math.round((copyBytes / MB) * 10) / 10,
      anonymiseMs: watched.ms,
      serverRssBeforeMiB: rssBefore,
      serverRssPeakMiB: watched.peakRssMiB,
      ffmpegPeakRssMiB: kind === "video" ? watched.peakChildRssMiB : undefined,
      slowestHealthzMs: watched.slowestHealthzMs,
      healthzPolls: watched.polls,
    });
  }
  console.log(JSON.stringify(results, null, 2));
  const ok = results.every((result) => result.slowestHealthzMs < 500);
  console.log(`/healthz under 500 ms while each copy was made: ${ok ? "yes" : "NO"}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
