import { fork } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { buildApp } from "#server/app.ts";
import { createDeps } from "#server/deps.ts";
import { argon2Passwords } from "#server/modules/identity/passwords.ts";
import { valid } from "#server/testing/registration-fixtures.ts";
import { call, type Answer } from "./http-client.ts";
import { jobBurst } from "./peak-job-burst.ts";
import { addressOf, check, failures, latencies, total, withConcurrency, type Check, type Target } from "./peak-common.ts";
import { cpuMeter } from "./server.ts";

/**
 * Launch day: sign-ups, then activations by the e-mailed code, at increasing concurrency. The baseline is the same
 * number of argon2id hashes with the product's parameters (`argon2Passwords`, what `signup` calls), at the same
 * concurrency, in this process, just before each level's sign-ups: a sign-up should cost its password hash and
 * little else. Target: sign-ups/s ≥ 0.8 × hashes/s at every level, 0 errors.
 *
 * Where the machine's CPU went is counted per sign-up beside the ratio (`cpuPerSignup`), so a miss names its cause,
 * from the first sign-up until the level's activation e-mails are in the outbox (so the jobs that send a sign-up's
 * e-mail and SMS count): the server's process (the hash and everything else: HTTP, the transaction, the jobs), the
 * load generator (this process's HTTP client, on the same cores), and the rest of the machine (PostgreSQL's and
 * Redis's processes, the kernel's interrupts). Where the hashes and the sign-ups both keep the cores busy (their busy
 * shares are printed), the ratio can reach the target only if the machine spends at most a hash's CPU ÷ the target
 * per sign-up.
 *
 * A floor beside them, without a target: the same sign-ups sent the same way to a bare server that hashes the
 * password and inserts one row (bench/launch-floor-server.ts), on the same database, measured between the hashes and
 * the product's sign-ups. Its ratio is the most any sign-up reaches on this machine; the product's against it is the
 * product's own overhead.
 */

export interface LaunchScale {
  /** Concurrency levels and the sign-ups made at each. */
  levels: readonly { concurrency: number; signups: number }[];
  /** Sign-ups counted (after as many uncounted) in `costBesideTheHash`. */
  besideTheHash: number;
  /** Sign-ups whose e-mail and SMS make the burst of `jobBurst`. */
  jobBurst: number;
}

const RATIO_TARGET = 0.8;
let people = 0;

/** A person of the launch, unique in the run: e-mail, phone and ID number. */
function signupBody(n: number) {
  return {
    ...valid,
    full_name: `Người Đăng Ký ${n}`,
    email: `launch-${n}@bench.test`,
    phone_number: `+8491${String(n).padStart(7, "0")}`,
    cmt: `LAUNCH${String(n).padStart(8, "0")}`,
  };
}

const perItem = (ms: number, count: number) => Math.round((ms / count) * 100) / 100;

/** Waits for the activation e-mails of `emails` (the server's mail job writes them to the outbox); their codes. */
async function activationCodes(target: Target, emails: string[]): Promise<{ codes: Map<string, string>; waitedMs: number }> {
  const started = performance.now();
  for (;;) {
    const rows = await target.deps.db.selectFrom("outbox_emails").select(["to_address", "text_body"]).where("to_address", "in", emails).execute();
    const codes = new Map(rows.map((row) => [row.to_address, /: (\d{6})\n/.exec(row.text_body)?.[1] ?? ""]));
    if (codes.size === emails.length) return { codes, waitedMs: Math.round(performance.now() - started) };
    if (performance.now() - started > 120_000) throw new Error(`only ${codes.size} of ${emails.length} activation e-mails after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const FLOOR_START_MS = 30_000;

/** The floor's server on the launch's database, started once for all levels. */
async function startFloor(target: Target) {
  const { DATABASE_URL, sqliteFile } = target.deps.config;
  const child = fork(path.join(import.meta.dirname, "launch-floor-server.ts"), [DATABASE_URL ?? sqliteFile]);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    if (child.connected) child.disconnect();
    else child.kill();
    await exited;
  };
  const [message] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(() => [undefined]),
    sleep(FLOOR_START_MS, undefined, { ref: false }).then(() => [undefined]),
  ])) as [{ port: number } | undefined];
  if (!message) {
    await stop();
    throw new Error(`the launch's floor server did not listen within ${FLOOR_START_MS} ms`);
  }
  return { origin: `http://127.0.0.1:${message.port}`, stop };
}

type Floor = Awaited<ReturnType<typeof startFloor>>;

const floorSignUp = (floor: Floor, numbers: number[], concurrency: number) =>
  withConcurrency(numbers, concurrency, (n) => call(floor.origin, "POST", "/", {}, { email: `floor-${n}@bench.test`, password: `${valid.password}-${n}` }));

const signUp = (target: Target, numbers: number[], concurrency: number) =>
  withConcurrency(numbers, concurrency, (n) => call(target.server.origin, "POST", "/api/v1/auth/signup", { "x-forwarded-for": addressOf(n) }, signupBody(n)));

/** Activates by code every account that signed up (`tokens[i]` is the session of `numbers[i]`, if it signed up). */
async function activate(target: Target, numbers: number[], tokens: (string | undefined)[], concurrency: number) {
  const emails = numbers.map((n) => signupBody(n).email).filter((_, index) => tokens[index]);
  const { codes, waitedMs } = await activationCodes(target, emails);
  const activating = () => {
    const started = performance.now();
    return withConcurrency(
      numbers.filter((_, index) => tokens[index]),
      concurrency,
      (n) =>
        call(
          target.server.origin,
          "POST",
          "/api/v1/auth/checkcode",
          { authorization: `Bearer ${tokens[numbers.indexOf(n)]}`, "x-forwarded-for": addressOf(n) },
          { code: codes.get(signupBody(n).email) },
        ),
    ).then((answers) => ({ answers, ms: performance.now() - started }));
  };
  return { waitedMs, activating };
}

const tokensOf = (signed: Answer[]) => signed.map((answer) => (answer.json?.data as { token?: string } | undefined)?.token);

/**
 * Sign-ups, activations and hashes before the first level, not counted: the JIT compiles the server's and this
 * process's code on its first calls, which a server has long done by the time a launch is announced.
 */
const WARM_UP = { concurrency: 4, signups: 40 };

async function warmUp(target: Target, floor: Floor) {
  const numbers = Array.from({ length: WARM_UP.signups }, () => ++people);
  await withConcurrency(numbers, WARM_UP.concurrency, (n) => argon2Passwords.hash(`${valid.password}-${n}`));
  await floorSignUp(floor, numbers, WARM_UP.concurrency);
  const tokens = tokensOf(await signUp(target, numbers, WARM_UP.concurrency));
  await (await activate(target, numbers, tokens, WARM_UP.concurrency)).activating();
}

/**
 * What a sign-up costs beside its password hash, without the machine's noise: the product's app in this process on
 * the server's database, the hash left out (a stand-in that answers at once), one sign-up at a time, each followed by
 * its e-mail and SMS jobs; this process's CPU per sign-up, after as many uncounted. Every middleware, statement and job
 * of a sign-up, but not the socket (app.request) nor, on PostgreSQL, the database's own process.
 */
async function costBesideTheHash(target: Target, count: number) {
  const deps = createDeps(
    { ...target.deps.config, SIGNUP_RATE_LIMIT: 1_000_000 },
    { passwords: { hash: async (password) => `left-out$${password}`, verify: async () => false } },
  );
  const app = buildApp(deps);
  let jobsRun = 0;
  const signUpInProcess = async () => {
    const n = ++people;
    const response = await app.request("/api/v1/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify(signupBody(n)),
    });
    if (response.status !== 201) throw new Error(`in-process sign-up answered ${response.status}: ${await response.text()}`);
    jobsRun += await deps.jobs.runDue();
  };
  try {
    for (let i = 0; i < count; i++) await signUpInProcess();
    const before = process.cpuUsage();
    jobsRun = 0;
    for (let i = 0; i < count; i++) await signUpInProcess();
    const used = process.cpuUsage(before);
    // The server's worker polls the same jobs table, and a job it takes is CPU not counted here: said, not hidden.
    return { ms: perItem((used.user + used.system) / 1000, count), jobsRun, jobsQueued: 2 * count };
  } finally {
    await deps.close();
  }
}

export async function launch(target: Target, scale: LaunchScale) {
  const floor = await startFloor(target);
  try {
    return await launchLevels(target, floor, scale);
  } finally {
    await floor.stop();
  }
}

async function launchLevels(target: Target, floor: Floor, scale: LaunchScale) {
  await warmUp(target, floor);
  const levels = [];
  for (const { concurrency, signups } of scale.levels) {
    const numbers = Array.from({ length: signups }, () => ++people);
    const started = performance.now();
    // The baseline's hashes run in this process: no server to count.
    let meter = cpuMeter([]);
    await withConcurrency(numbers, concurrency, (n) => argon2Passwords.hash(`${valid.password}-${n}`));
    const hashesPerSecond = signups / ((performance.now() - started) / 1000);
    const hashCpu = meter();

    const flooring = performance.now();
    const floored = await floorSignUp(floor, numbers, concurrency);
    // Only the sign-ups it stored: a floor that fails fast must not look fast.
    const floorPerSecond = floored.filter((answer) => answer.status === 201).length / ((performance.now() - flooring) / 1000);

    const signingUp = performance.now();
    meter = cpuMeter([target.server.pid]);
    const signed = await signUp(target, numbers, concurrency);
    const signupsPerSecond = signups / ((performance.now() - signingUp) / 1000);
    const signupsBusy = meter().machineBusyShare;

    const tokens = tokensOf(signed);
    const { waitedMs, activating } = await activate(target, numbers, tokens, concurrency);
    const signupCpu = meter();
    const { answers: activated, ms: activationMs } = await activating();
    const activationsPerSecond = activated.length / (activationMs / 1000);
    levels.push({
      concurrency,
      signups,
      hashesPerSecond: Math.round(hashesPerSecond * 10) / 10,
      signupsPerSecond: Math.round(signupsPerSecond * 10) / 10,
      ratio: Math.round((signupsPerSecond / hashesPerSecond) * 100) / 100,
      floor: {
        perSecond: Math.round(floorPerSecond * 10) / 10,
        ratio: Math.round((floorPerSecond / hashesPerSecond) * 100) / 100,
        productOfFloor: Math.round((signupsPerSecond / floorPerSecond) * 100) / 100,
        failed: failures(floored, 201),
      },
      cpuPerSignup: {
        hash: perItem(hashCpu.ownMs, signups),
        server: perItem(signupCpu.processesMs, signups),
        loadGenerator: perItem(signupCpu.ownMs, signups),
        // What the processes used, counted in ticks a moment apart from the machine's, can exceed it by a few ticks.
        restOfMachine: perItem(Math.max(0, signupCpu.machineBusyMs - signupCpu.processesMs - signupCpu.ownMs), signups),
        machine: perItem(signupCpu.machineBusyMs, signups),
        budget: perItem(hashCpu.ownMs / RATIO_TARGET, signups),
      },
      busyShare: { hashes: Math.round(hashCpu.machineBusyShare * 100) / 100, signups: Math.round(signupsBusy * 100) / 100 },
      signup: { ...latencies(signed.map((a) => a.ms)), failed: failures(signed, 201) },
      mailsWaitedMs: waitedMs,
      activationsPerSecond: Math.round(activationsPerSecond * 10) / 10,
      activation: {
        ...latencies(activated.map((a) => a.ms)),
        failed: { ...failures(activated, 200), ...(signups > activated.length ? { "no sign-up": signups - activated.length } : {}) },
      },
    });
  }
  const errors = levels.reduce((sum, level) => sum + total(level.signup.failed) + total(level.activation.failed), 0);
  const worst = Math.min(...levels.map((level) => level.ratio));
  const checks: Check[] = [
    check("sign-ups/s ÷ argon2id hashes/s (lowest level)", worst.toFixed(2), `≥ ${RATIO_TARGET}`, worst >= RATIO_TARGET),
    check("errors (sign-ups and activations)", errors, "0", errors === 0),
  ];
  // After the levels, so that its accounts, heap and JIT work are not in the levels' figures.
  const besideTheHash = await costBesideTheHash(target, scale.besideTheHash);
  const burst = await jobBurst(target, scale.jobBurst);
  return { besideTheHash, burst, levels, checks };
}

/** One line per level for the console. */
export function launchLines(result: Awaited<ReturnType<typeof launch>>): string[] {
  const { ms, jobsRun, jobsQueued } = result.besideTheHash;
  const taken = jobsRun < jobsQueued ? ` (the server's worker ran ${jobsQueued - jobsRun} of its ${jobsQueued} jobs)` : "";
  const beside = `a sign-up beside its hash, in this process without a socket (hash left out, its jobs run): ${ms} ms of CPU${taken}`;
  return [
    ...result.levels.map(
      (l) =>
        `c=${l.concurrency}: ${l.signups} sign-ups ${l.signupsPerSecond}/s vs ${l.hashesPerSecond} hashes/s (ratio ${l.ratio}), p50 ${l.signup.p50} p99 ${l.signup.p99} ms; ` +
        `the floor ${l.floor.perSecond}/s (ratio ${l.floor.ratio}; the product ${l.floor.productOfFloor} of it${total(l.floor.failed) ? `; failed ${JSON.stringify(l.floor.failed)}` : ""}); ` +
        `CPU per sign-up with its jobs ${l.cpuPerSignup.machine} ms (server ${l.cpuPerSignup.server}, load generator ${l.cpuPerSignup.loadGenerator}, ` +
        `rest of the machine ${l.cpuPerSignup.restOfMachine}) against a hash's ${l.cpuPerSignup.hash} (${RATIO_TARGET} needs ≤ ${l.cpuPerSignup.budget}; ` +
        `machine busy ${Math.round(l.busyShare.hashes * 100)} % hashing, ${Math.round(l.busyShare.signups * 100)} % signing up); ` +
        `activations ${l.activationsPerSecond}/s p50 ${l.activation.p50} p99 ${l.activation.p99} ms; mails in the outbox after ${l.mailsWaitedMs} ms` +
        (total(l.signup.failed) + total(l.activation.failed) ? `; failed ${JSON.stringify({ signup: l.signup.failed, activation: l.activation.failed })}` : ""),
    ),
    beside,
    `a burst's jobs (${result.burst.jobs} e-mails and SMS run by one worker in this process): ${result.burst.cpuMs} ms of CPU and ${result.burst.workerStatements} claims and settlements a job`,
  ];
}
