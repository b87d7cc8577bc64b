import type { APIRequestContext } from "@playwright/test";
import type { TimelineMilestone } from "../../src/contracts/contest-terms.ts";
import { timelineMilestones } from "../../src/contracts/contest-terms.ts";
import { ADMIN, apiSession, e2eDatabase, expect, sendEntry, test as base, uid } from "./support.ts";

/**
 * What specs need made through the API, as Playwright fixtures: each test asks for what it uses and gets data of
 * its own, so no spec depends on another's data or order (docs/decisions/0020-isolated-end-to-end-tests.md).
 * A fixture that is a function makes as many as the test asks for. The investors' factory (KYC complete, holdings)
 * follows the same pattern beside the fund specs.
 */

export type AdminApi = { request: APIRequestContext; headers: { authorization: string } };
export type Judge = { id: number; email: string; password: string; headers: { authorization: string } };
/** The phase that starts at a milestone of the timeline, or the time before the launch. */
export type EditionPhase = TimelineMilestone | "before_launch";

const DAY_MS = 86_400_000;
const JUDGE_PASSWORD = "giam-khao-e2e-mat-khau-2024";

/** Moves edition columns (dates, counts) straight in the installation's database; the server reads the edition on every call. */
export function setEdition(values: Record<string, string | number>): void {
  const db = e2eDatabase();
  try {
    const row = db.prepare("select id from contest_editions order by id desc limit 1").get() as { id: number };
    const columns = Object.keys(values);
    db.prepare(`update contest_editions set ${columns.map((column) => `${column} = ?`).join(", ")} where id = ?`).run(
      ...columns.map((column) => values[column]!),
      row.id,
    );
  } finally {
    db.close();
  }
}

/**
 * The edition's timeline moved so that `phase` began a minute ago: earlier milestones a week apart before it,
 * later ones a week apart after it.
 */
function timelineAt(phase: EditionPhase, now = Date.now()): Record<TimelineMilestone, string> {
  const current = phase === "before_launch" ? -1 : timelineMilestones.indexOf(phase);
  return Object.fromEntries(
    timelineMilestones.map((milestone, index) => {
      const at = index <= current ? now - 60_000 - (current - index) * 7 * DAY_MS : now + (index - current) * 7 * DAY_MS;
      return [milestone, new Date(at).toISOString()];
    }),
  ) as Record<TimelineMilestone, string>;
}

/** A judge account (on a domain of its own: a shared non-public domain with a contestant would be a conflict). */
async function createJudge(admin: AdminApi, name = "Giám Khảo Thử"): Promise<Judge> {
  const email = `judge-${uid()}@judges.example.net`;
  const created = await admin.request.post("/api/v1/users", {
    headers: admin.headers,
    data: { full_name: name, email, role: "judge", password: JUDGE_PASSWORD },
  });
  expect(created.status(), "judge account").toBe(201);
  const headers = await apiSession(admin.request, { email, password: JUDGE_PASSWORD });
  return { id: (await created.json()).data.id, email, password: JUDGE_PASSWORD, headers };
}

/** Opens the round's marking window (an hour ago until ten days from now). */
async function openMarking(admin: AdminApi, round: "semi_final" | "final" = "semi_final"): Promise<void> {
  const window = { marking_starts_at: new Date(Date.now() - 3600_000).toISOString(), marking_deadline: new Date(Date.now() + 10 * DAY_MS).toISOString() };
  expect((await admin.request.put(`/api/v1/judging/rounds/${round}`, { headers: admin.headers, data: window })).status(), "marking window").toBe(200);
}

export const test = base.extend<{
  /** The administrator's API session on the test's installation. */
  adminApi: AdminApi;
  /** A new contestant whose entry is sent (essay uploaded, submission made); `extra` joins the submission's fields. */
  contestantWithEntry: (
    title?: string /* 50 to 200 characters */,
    extra?: Record<string, unknown>,
  ) => Promise<{ email: string; password: string; code: string }>;
  /** A new judge assigned by hand to the given entries in the semi-final, its marking window open. */
  judgeWithAssignments: (entryCodes: string[]) => Promise<Judge>;
  /** Moves the edition to a phase (`timelineAt`) with any other columns; only on an installation of the spec's own. */
  editionAt: (phase: EditionPhase, values?: Record<string, string | number>) => void;
}>({
  adminApi: async ({ request }, use) => {
    await use({ request, headers: await apiSession(request, ADMIN) });
  },
  contestantWithEntry: async ({ request }, use) => {
    await use((title = `Ý tưởng thử nghiệm ${uid()} cho một thành phố hội nghị xanh và bền vững`, extra = {}) => sendEntry(request, title, extra));
  },
  judgeWithAssignments: async ({ adminApi }, use) => {
    await use(async (entryCodes) => {
      await openMarking(adminApi);
      const judge = await createJudge(adminApi);
      for (const entry_code of entryCodes) {
        const assigned = await adminApi.request.post("/api/v1/judging/assignments", {
          headers: adminApi.headers,
          data: { round: "semi_final", entry_code, judge_id: judge.id, reason: "e2e" },
        });
        expect(assigned.status(), `assignment of ${entry_code}`).toBe(201);
      }
      return judge;
    });
  },
  editionAt: async ({ ownInstallation }, use) => {
    await use((phase, values = {}) => {
      if (!ownInstallation) throw new Error("editionAt changes the edition every spec shares: say test.use({ ownInstallation: true }) in the spec");
      setEdition({ ...timelineAt(phase), ...values });
    });
  },
});
export { expect };
