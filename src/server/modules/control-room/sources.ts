import { contestControlRoom } from "#server/modules/contest/index.ts";
import { drawControlRoom } from "#server/modules/draw/index.ts";
import { judgingControlRoom } from "#server/modules/judging/index.ts";
import { resultsControlRoom } from "#server/modules/results/index.ts";
import type { ControlRoomSource } from "#server/lib/control-room-source.ts";

/**
 * The control room's sources, in the order their panels appear. A domain joins with one import and one entry here
 * (and its panel in src/web/features/control-room/panels.ts); see docs/control-room.md.
 */
export const controlRoomSources: readonly ControlRoomSource[] = [contestControlRoom, judgingControlRoom, resultsControlRoom, drawControlRoom];
