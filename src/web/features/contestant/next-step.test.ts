import { describe, expect, it } from "vitest";
import { nextStep, progressOf } from "./next-step.ts";

describe("a contestant's next step", () => {
  it("is activation first, then the profile, then the entry", () => {
    expect(nextStep(["notActivated", "profileIncomplete"])).toEqual({ step: "activate", page: "activate" });
    expect(nextStep(["profileIncomplete"])).toEqual({ step: "completeProfile", page: "userInfo" });
    expect(nextStep([])).toEqual({ step: "submit", page: "submitExam" });
  });

  it("is following the entry once it is sent, even after submissions close", () => {
    expect(nextStep(["alreadySubmitted", "windowClosed"])).toEqual({ step: "viewEntry", page: "examInformation" });
  });

  it("is the wait of a Send pressed while the files were being checked, even once submissions close", () => {
    expect(nextStep(["windowClosed", "sendRequested"])).toEqual({ step: "sendWaiting", page: "submitExam" });
  });

  it("is waiting, with no page, outside the submission window", () => {
    expect(nextStep(["windowBefore"])).toEqual({ step: "waitForOpening" });
    expect(nextStep(["windowClosed"])).toEqual({ step: "closed" });
  });

  it("points an under-age contestant at the birth date in the profile", () => {
    expect(nextStep(["underage"])).toEqual({ step: "underage", page: "userInfo" });
  });
});

describe("progressOf", () => {
  it("reads activation, profile and entry from the draft's blockers", () => {
    expect(progressOf(["notActivated", "profileIncomplete"])).toEqual({ activated: false, profileComplete: false, submitted: false });
    expect(progressOf(["alreadySubmitted"])).toEqual({ activated: true, profileComplete: true, submitted: true });
  });
});
