import { drawWeeks } from "#contracts/contest.ts";
import type { ControlAction, ControlDrawWeek } from "#contracts/control-room.ts";
import { postDrawLucky } from "#contracts/draw.operations.ts";
import { operationKey } from "#contracts/operation.ts";
import type { ControlRoomSource } from "#server/lib/control-room-source.ts";
import { weekRows } from "./draw.service.ts";
import { entrantsByWeek } from "./lucky.service.ts";

type Row = Awaited<ReturnType<typeof weekRows>>[number];

function stateOf(row: Row | undefined, week: { starts_at: string; ends_at: string }, now: string): ControlDrawWeek["state"] {
  if (row?.drawn_at) return "drawn";
  if (row?.frozen_at) return "frozen";
  if (row) return "committed";
  if (now < week.starts_at) return "upcoming";
  return now < week.ends_at ? "open" : "missed";
}

/**
 * The next freeze of a committed week, with the endpoint's own preconditions (freezeWeek): its cut-off has passed
 * and every earlier committed week is drawn. Committing and drawing need the secret, so they stay on the draw page.
 */
function freezeAction(weeks: ControlDrawWeek[], now: string): ControlAction | null {
  const next = weeks.find((week) => week.state === "committed");
  if (!next) return null;
  const early = now < next.ends_at;
  const earlierOpen = weeks.some((week) => week.week < next.week && (week.state === "committed" || week.state === "frozen"));
  return {
    key: "freezeWeek",
    operation: operationKey(postDrawLucky),
    body: { action: "freeze", week: next.week },
    possible_from: early ? next.ends_at : null,
    blockers: [...(early ? [{ key: "beforeCutoff", at: next.ends_at }] : []), ...(earlierOpen ? [{ key: "earlierNotDrawn" }] : [])],
  };
}

/** The lucky draw's weeks: each one's state and entrants, and the next freeze. */
export const drawControlRoom: ControlRoomSource = {
  id: "draw",
  async report({ deps, edition, now }) {
    const plan = drawWeeks(edition.lucky_draw);
    const rows = await weekRows(deps);
    const entrants = await entrantsByWeek(deps, plan);
    const at = now.toISOString();
    const weeks = plan.map((week, index) => ({
      ...week,
      state: stateOf(
        rows.find((row) => row.week === week.week),
        week,
        at,
      ),
      entrants: entrants[index] ?? 0,
      now: week.starts_at <= at && at < week.ends_at,
    }));
    return {
      draw: {
        weeks,
        report: {
          progress: [
            { key: "weeksDrawn", value: weeks.filter((w) => w.state === "drawn").length, of: weeks.length },
            { key: "weeksMissed", value: weeks.filter((w) => w.state === "missed").length, of: weeks.length },
            { key: "drawEntrants", value: entrants.reduce((sum, n) => sum + n, 0), of: null },
          ],
          next_action: freezeAction(weeks, at),
        },
      },
    };
  },
};
