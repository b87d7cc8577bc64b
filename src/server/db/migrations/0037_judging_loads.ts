import { sql, type Kysely } from "kysely";
import type { DialectName } from "../dialect.ts";

/**
 * Each judge's load per edition and round, kept by triggers (docs/judging.md, docs/control-room.md "Statistics"): how
 * many of their assignments are of entries not excluded, and how many of those carry a submitted or a draft mark. The
 * overview, the reminders and the statistics read one row per judge instead of joining every assignment to its entry
 * and mark (200,000 assignments at 100,000 entries). Triggers keep it in the same transaction as any write:
 * an assignment made or removed, a mark written, changed or removed, an entry excluded or let back in.
 */
const loads = "insert into judging_loads (edition_id, round, judge_id, assigned, submitted, drafts)";
const addUp =
  "on conflict (edition_id, judge_id, round) do update set assigned = judging_loads.assigned + excluded.assigned, submitted = judging_loads.submitted + excluded.submitted, drafts = judging_loads.drafts + excluded.drafts";
const markCount = (state: string, mark: string, sign: string) => `case when ${mark}.state = '${state}' then ${sign} else 0 end`;

/** An assignment row's own part (assigned), when its entry is not excluded. */
const assignmentPart = (row: "new" | "old", sign: number) =>
  `${loads} select ${row}.edition_id, ${row}.round, ${row}.judge_id, ${sign}, 0, 0 from entries e where e.id = ${row}.entry_id and e.status <> 'excluded' ${addUp};`;

/** A mark row's part (submitted or draft), when its assignment's entry is not excluded. */
const markPart = (row: "new" | "old", sign: number) =>
  `${loads} select a.edition_id, a.round, a.judge_id, 0, ${markCount("submitted", row, String(sign))}, ${markCount("draft", row, String(sign))}
   from judging_assignments a join entries e on e.id = a.entry_id where a.id = ${row}.assignment_id and e.status <> 'excluded' ${addUp};`;

/** Everything an entry's assignments count, added or taken away as the entry leaves or enters "excluded". */
const sign = "(case when new.status = 'excluded' then -1 else 1 end)";
const entryPart = `${loads} select a.edition_id, a.round, a.judge_id, ${sign}, ${markCount("submitted", "m", sign)}, ${markCount("draft", "m", sign)}
   from judging_assignments a left join judging_marks m on m.assignment_id = a.id where a.entry_id = new.id ${addUp};`;
const crossesExclusion = "(old.status = 'excluded') <> (new.status = 'excluded')";

/** Counts every existing assignment and mark (the migration's backfill; the statistics bench after its bulk load). */
export async function countJudgingLoads(db: Kysely<unknown>) {
  await sql`delete from judging_loads`.execute(db);
  await sql
    .raw(
      `${loads} select a.edition_id, a.round, a.judge_id, count(*), sum(${markCount("submitted", "m", "1")}), sum(${markCount("draft", "m", "1")})
       from judging_assignments a join entries e on e.id = a.entry_id left join judging_marks m on m.assignment_id = a.id
       where e.status <> 'excluded' group by a.edition_id, a.round, a.judge_id`,
    )
    .execute(db);
}

export function up(dialect: DialectName) {
  return async (db: Kysely<unknown>) => {
    await db.schema
      .createTable("judging_loads")
      .addColumn("edition_id", "integer", (c) => c.notNull())
      .addColumn("round", "varchar(12)", (c) => c.notNull())
      .addColumn("judge_id", "integer", (c) => c.notNull())
      .addColumn("assigned", "integer", (c) => c.notNull())
      .addColumn("submitted", "integer", (c) => c.notNull())
      .addColumn("drafts", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("judging_loads_key", ["edition_id", "judge_id", "round"])
      .execute();
    const triggers: [name: string, when: string, body: string][] = [
      ["judging_loads_assign", "after insert on judging_assignments", assignmentPart("new", 1)],
      ["judging_loads_unassign", "after delete on judging_assignments", assignmentPart("old", -1)],
      ["judging_loads_mark", "after insert on judging_marks", markPart("new", 1)],
      ["judging_loads_remark", "after update of state on judging_marks", `${markPart("old", -1)} ${markPart("new", 1)}`],
      ["judging_loads_unmark", "after delete on judging_marks", markPart("old", -1)],
    ];
    if (dialect === "postgres") {
      for (const [name, when, body] of [
        ...triggers,
        ["judging_loads_exclusion", "after update of status on entries", `if ${crossesExclusion} then ${entryPart} end if;`] as const,
      ]) {
        await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
        await sql.raw(`create trigger ${name} ${when} for each row execute function ${name}()`).execute(db);
      }
    } else {
      for (const [name, when, body] of triggers) await sql.raw(`create trigger ${name} ${when} begin ${body} end`).execute(db);
      await sql.raw(`create trigger judging_loads_exclusion after update of status on entries when ${crossesExclusion} begin ${entryPart} end`).execute(db);
    }
    await countJudgingLoads(db);
  };
}
