import type { Blocker } from "#contracts/entry.ts";

/** A contestant's progress, as the home of their area shows it. */
export interface ContestantProgress {
  activated: boolean;
  profileComplete: boolean;
  submitted: boolean;
}

/** The one thing to do next, and the page that does it (none when there is nothing to do but wait). */
export type NextStep =
  | { step: "activate"; page: "activate" }
  | { step: "completeProfile"; page: "userInfo" }
  | { step: "submit"; page: "submitExam" }
  | { step: "viewEntry"; page: "examInformation" }
  | { step: "sendWaiting"; page: "submitExam" }
  | { step: "underage"; page: "userInfo" }
  | { step: "waitForOpening" | "closed"; page?: undefined };

/** What the entry draft's blockers (GET /contest/draft) say about the contestant's progress. */
export function progressOf(blockers: readonly Blocker[]): ContestantProgress {
  return {
    activated: !blockers.includes("notActivated"),
    profileComplete: !blockers.includes("profileIncomplete"),
    submitted: blockers.includes("alreadySubmitted"),
  };
}

/**
 * The next step, in the order the contest asks for them: activate the account, complete the profile, then send the
 * entry while submissions are open; once sent, follow it. An entry sent, or a Send waiting for its files' checks (it
 * goes even after the window closes, ADR 0030), outranks a closed window.
 */
export function nextStep(blockers: readonly Blocker[]): NextStep {
  const progress = progressOf(blockers);
  if (progress.submitted) return { step: "viewEntry", page: "examInformation" };
  if (blockers.includes("sendRequested")) return { step: "sendWaiting", page: "submitExam" };
  if (!progress.activated) return { step: "activate", page: "activate" };
  if (!progress.profileComplete) return { step: "completeProfile", page: "userInfo" };
  if (blockers.includes("underage")) return { step: "underage", page: "userInfo" };
  if (blockers.includes("windowBefore")) return { step: "waitForOpening" };
  if (blockers.includes("windowClosed")) return { step: "closed" };
  return { step: "submit", page: "submitExam" };
}
