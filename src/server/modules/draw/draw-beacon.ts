import { ApiError } from "#server/http/errors.ts";

/** A public random value nobody controls, fixed by rule before the draw. The draw uses it exactly as returned. */
export interface DrawBeacon {
  /** The rule shown on the public page, as a key of the shared catalogue. */
  readonly ruleKey: string;
  obtain(input: { week: number; cutoffAt: string; typed: { value: string; source: string } | undefined }): Promise<{ value: string; source: string }>;
}

/**
 * The special prize of the Vietnamese national lottery drawn on the draw day (the day of the cut-off, Vietnam
 * time), typed in by the administrator with where it was published. A drand round fetched by the server would be
 * another DrawBeacon.
 */
export const lotterySpecialPrize: DrawBeacon = {
  ruleKey: "draw.beaconRule",
  async obtain({ typed }) {
    if (!typed) throw new ApiError("UNPROCESSABLE", { messageKey: "draw.validation.beacon" });
    return { value: typed.value, source: typed.source };
  },
};
