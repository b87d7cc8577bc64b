import { contestControlRoom } from "#server/modules/contest/control-room.ts";
import { drawControlRoom } from "#server/modules/draw/control-room.ts";
import { judgingControlRoom } from "#server/modules/judging/control-room.ts";
import { resultsControlRoom } from "#server/modules/results/control-room.ts";
import type { ControlRoomSource } from "./source.ts";

/**
 * The control room's sources, in the order their panels appear. A domain joins with one import and one entry here
 * (and its panel in src/web/features/control-room/panels.ts); see docs/control-room.md.
 */
export const controlRoomSources: readonly ControlRoomSource[] = [contestControlRoom, judgingControlRoom, resultsControlRoom, drawControlRoom];
