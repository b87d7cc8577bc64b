import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { DatabaseSync } from "node:sqlite";
import { hash } from "@node-rs/argon2";
import type { DraftView, EntryView } from "../src/contracts/entry.ts";
import { registerSqlFunctions } from "../src/server/db/node-sqlite.ts";
import { tusMetadata } from "../src/server/testing/entry-fixtures.ts";
import { percentile } from "./funds-orders.ts";
import { call, exchange } from "./http-client.ts";
import { processMemory, type RunningServer } from "./server.ts";

const PASSWORD = "bench-contestant-password-2024";

/** How often a poll reads, and for how long at most. */
interface Every {
  everyMs?: number;
  withinMs?: number;
}

/** The contestants, tus requests and /healthz watch of the upload benches, against one running server. */
export function benchClient(server: RunningServer) {
  const tus = async (method: string, url: string, headers: Record<string, string>, body?: Uint8Array) => {
    const answer = await exchange(server.origin, method, url, headers, body);
    return { status: answer.status, headers: answer.headers, text: answer.error ?? answer.body.toString("utf8") };
  };

  /** Reads `url` every `everyMs` until `pick` finds what it waits for in the answer's data; undefined after `withinMs`. */
  async function readUntil<D, T>(
    url: string,
    auth: Record<string, string>,
    { everyMs = 100, withinMs = 60_000 }: Every = {},
    pick: (data: D) => T | undefined,
  ) {
    for (const started = performance.now(); performance.now() - started < withinMs; await sleep(everyMs)) {
      const answer = await call(server.origin, "GET", url, auth);
      const found = answer.status === 200 ? pick(answer.json?.data as D) : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  }

  return {
    tus,

    /** Contestant `n`, written straight into the server's database and signed in through the API: its headers. */
    async contestant(n: number) {
      const db = new DatabaseSync(path.join(server.dataDir, "app.sqlite"));
      db.exec("PRAGMA busy_timeout = 5000");
      registerSqlFunctions(db);
      const now = new Date().toISOString();
      db.prepare(
        `insert into users (email, password_hash, full_name, role, phone_number, id_number, birth_date, nation, person_type, activated_at, created_at, updated_at)
         values (?, ?, 'Bench Contestant', 'candidate', ?, ?, '1990-01-01', 'Việt Nam', 'person', ?, ?, ?)`,
      ).run(`contestant${n}@example.com`, await hash(PASSWORD), `+8491111111${n}`, `ID0000000${n}`, now, now, now);
      db.close();
      const signin = await call(server.origin, "POST", "/api/v1/auth/signin", {}, { email: `contestant${n}@example.com`, password: PASSWORD });
      const token = (signin.json?.data as { token: string }).token;
      return { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0", "accept-language": "en" };
    },

    /** Creates an upload of `declared` bytes and sends `content` from offset 0. */
    async upload(auth: Record<string, string>, kind: string, content: Uint8Array, declared = content.length) {
      const created = await tus("POST", "/uploads", {
        ...auth,
        "upload-length": String(declared),
        "upload-metadata": tusMetadata({ kind, filename: `${kind}.bin` }),
      });
      const location = created.headers.get("location") ?? "";
      const sent = await tus("PATCH", location, { ...auth, "content-type": "application/offset+octet-stream", "upload-offset": "0" }, content);
      return { location, sent };
    },

    /**
     * The contestant's draft files once none is uploading or being checked (a job checks each file after its last
     * byte, ADR 0029), read from the draft every `everyMs` as the entry page does (the bench has no other way to hear of
     * the job); undefined when that took longer than `withinMs`.
     */
    checkedFiles: (auth: Record<string, string>, every?: Every) =>
      readUntil("/api/v1/contest/draft", auth, every, ({ files }: DraftView) =>
        files.some((file) => file.state === "uploading" || file.state === "checking") ? undefined : files,
      ),

    /**
     * The contestant's entry once it is stored (a Send pressed while files are being checked is sent by the last check,
     * ADR 0030), read every `everyMs` as the entry page does; undefined when that took longer than `withinMs`.
     */
    sentEntry: (auth: Record<string, string>, every?: Every) =>
      readUntil("/api/v1/contest/entry", auth, every, (entry: EntryView | null) => entry ?? undefined),

    /**
     * Runs `work` while polling /healthz every 20 ms from a thread of its own (healthz-probe.ts): the slowest answer and the 99th percentile, polls made, and the
     * peak resident memory of the server and of the programs it runs meanwhile (ffmpeg), sampled every 10 ms.
     */
    async underWatch<T>(work: () => Promise<T>) {
      let peakRss = processMemory(server.pid)?.rssMiB ?? 0;
      let peakChildRss = 0;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, processMemory(server.pid)?.rssMiB ?? 0);
        for (const child of childrenOf(server.pid)) {
          const peak = processMemory(child)?.peakRssMiB;
          if (Number.isFinite(peak)) peakChildRss = Math.max(peakChildRss, peak!);
        }
      }, 10);
      const probe = new Worker(new URL("./healthz-probe.ts", import.meta.url), { workerData: { origin: server.origin } });
      const nextMessage = <M>() =>
        new Promise<M>((resolve, reject) => {
          probe.once("message", resolve);
          probe.once("error", reject);
        });
      await nextMessage<"ready">();
      const probed = nextMessage<number[]>();
      // A probe that fails while the work runs is reported when its answers are asked for, not as an unhandled rejection.
      probed.catch(() => undefined);
      const stopProbe = () => {
        probe.postMessage("stop");
        return probed;
      };
      const started = performance.now();
      try {
        const result = await work();
        const ms = Math.round(performance.now() - started);
        const answers = (await stopProbe()).sort((a, b) => a - b);
        const slowestHealthzMs = Math.round(answers.at(-1) ?? 0);
        return {
          result,
          ms,
          slowestHealthzMs,
          healthzP99Ms: Math.round(percentile(answers, 99)),
          polls: answers.length,
          peakRssMiB: peakRss,
          peakChildRssMiB: peakChildRss,
        };
      } finally {
        clearInterval(sampler);
        await probe.terminate();
      }
    },
  };
}

/** The process's descendants (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  try {
    const direct = fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number));
    return direct.flatMap((child) => [child, ...childrenOf(child)]);
  } catch {
    return [];
  }
}
