import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { computeResults, recordSha256, type ResultsRecord } from "#domain/results-record.ts";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verify-results-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const mark = (judge: string, each: number) => ({ judge, creativity: each, communication: each, sustainability: each });
function record(): ResultsRecord {
  const inputs = {
    format: "results-record-v1" as const,
    edition: { id: 1, name: "Cuộc thi" },
    stage: "final" as const,
    rules: {
      disagreement_threshold: 15,
      semi_final_count: 2,
      jury_vote_count: 2,
      prizes: [
        { rank: "special" as const, count: 1, amount_vnd: 7_000_000_000 },
        { rank: "first" as const, count: 1, amount_vnd: 4_600_000_000 },
      ],
    },
    entries: [1, 2, 3].map((seq) => ({
      seq,
      code: `C${seq}`,
      choice_points: 10,
      semi_final: [mark("J01", 10 * seq), mark("J02", 10 * seq)],
      final: seq === 1 ? null : [mark("J01", 5 * seq), mark("J03", 5 * seq)],
    })),
    ballots: [{ juror: "R01", ranking: [2, 3] }],
    cancelled: [],
  };
  return { ...inputs, published_at: "2021-12-20T02:00:00.000Z", computed: computeResults(inputs) };
}

/** Runs the CLI as `npm run verify:results -- file` does. */
async function verify(content: unknown) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return run(process.execPath, ["scripts/verify-results.ts", file]).then(
    (out) => ({ code: 0, stdout: out.stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

describe("npm run verify:results", () => {
  it("says a published record (as the API serves it) matches, with its SHA-256", async () => {
    const good = record();
    const sha256 = await recordSha256(good);
    const out = await verify({ data: { stage: "final", version: 1, sha256, record: good } });
    expect(out).toEqual({ code: 0, stdout: `sha256 ${sha256}\nmatches: final, 3 entries ranked, 2 finalists, 1 jury ballots, 2 prizes\n` });
  });

  it("fails on one changed mark, naming the first difference, and on a SHA-256 that does not match", async () => {
    const tampered = record();
    const sha256 = await recordSha256(tampered);
    tampered.entries[2]!.final = [mark("J01", 1), mark("J03", 1)];
    const out = await verify({ record: tampered, sha256 });
    expect(out.code).toBe(1);
    expect(out.stdout).toContain(`differs: sha256: published ${sha256}`);
    expect(out.stdout).toContain("differs: computed.final.ranking[0].seq: recomputed 2, record says 3");
  });
});
