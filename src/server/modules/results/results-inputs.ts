import type { Edition } from "#contracts/contest.ts";
import { choicePoints } from "#domain/judging-score.ts";
import type { RecordedMark } from "#domain/results-ranking.ts";
import { canonicalJson, RESULTS_FORMAT, type RecordBallot, type RecordEntry, type ResultStage, type ResultsInputs } from "#domain/results-record.ts";
import type { Db } from "#server/db/database.ts";
import { listBallots } from "./jury.repo.ts";
import { editionEntries, editionMarks, listCancellations, type EntryRow, type MarkRow } from "./results.repo.ts";

/** An anonymous code by order of first appearance ("J01", "R01"): stable for the same data, telling nothing. */
function coder(prefix: string) {
  const codes = new Map<number, string>();
  return (id: number) => {
    if (!codes.has(id)) codes.set(id, `${prefix}${String(codes.size + 1).padStart(2, "0")}`);
    return codes.get(id)!;
  };
}

export interface GatheredResults {
  inputs: ResultsInputs;
  /** Every entry of the edition (excluded ones too), by sequence number. */
  entries: EntryRow[];
  bySeq: Map<number, EntryRow>;
}

/**
 * Reads what the results are computed from: the edition's rules, every valid entry's choice points and marks per
 * round (judges under anonymous codes), the jury's ballots (jurors under anonymous codes) and the cancellations.
 * The same inputs go into the preview, the frozen record and the public verifier.
 */
export async function gatherResults(db: Db, edition: Edition, stage: ResultStage): Promise<GatheredResults> {
  const entries = await editionEntries(db, edition.id);
  const marks = await editionMarks(db, edition.id);
  const byEntry = new Map<number, MarkRow[]>();
  for (const mark of marks) byEntry.set(mark.entry_id, [...(byEntry.get(mark.entry_id) ?? []), mark]);
  const judgeCode = coder("J");
  const roundMarks = (rows: MarkRow[]): (RecordedMark | null)[] =>
    rows.map((row) =>
      row.state === "submitted"
        ? { judge: judgeCode(row.judge_id), creativity: row.creativity!, communication: row.communication!, sustainability: row.sustainability! }
        : null,
    );
  const recordEntries: RecordEntry[] = entries
    .filter((entry) => entry.status !== "excluded")
    .map((entry) => {
      const rows = byEntry.get(entry.id) ?? [];
      const final = rows.filter((row) => row.round === "final");
      return {
        seq: entry.id,
        code: entry.code,
        choice_points: choicePoints(entry.choice_answer, edition.correct_option),
        semi_final: roundMarks(rows.filter((row) => row.round === "semi_final")),
        final: stage === "final" && final.length ? roundMarks(final) : null,
      };
    });
  const jurorCode = coder("R");
  const ballots: RecordBallot[] =
    stage === "final"
      ? (await listBallots(db, edition.id)).map((ballot) => ({ juror: jurorCode(ballot.juror_id), ranking: JSON.parse(ballot.ranking_json) as number[] }))
      : [];
  const cancelled = stage === "final" ? (await listCancellations(db, edition.id)).map((c) => c.entry_id).sort((a, b) => a - b) : [];
  const inputs: ResultsInputs = {
    format: RESULTS_FORMAT,
    edition: { id: edition.id, name: edition.name.vi },
    stage,
    rules: {
      disagreement_threshold: edition.disagreement_threshold,
      semi_final_count: edition.semi_final_count,
      jury_vote_count: edition.jury_vote_count,
      prizes: edition.prizes.map((p) => ({ rank: p.rank, count: p.count, amount_vnd: p.amount_vnd })),
    },
    entries: recordEntries,
    ballots,
    cancelled,
  };
  return { inputs, entries, bySeq: new Map(entries.map((entry) => [entry.id, entry])) };
}

/** SHA-256 of the inputs (what a preview was computed from), to notice when marks changed after it. */
export async function inputsSha256(inputs: ResultsInputs): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalJson(inputs)));
  return Buffer.from(digest).toString("hex");
}
