import type { ControlRoomSource } from "#server/lib/control-room-source.ts";
import { entryCounters } from "./entries-admin.service.ts";
import { countOpenDrafts } from "./entries.repo.ts";

/**
 * The contest's part of the control room: entries sent and drafts under way while submission is open; at screening,
 * entries excluded and still valid (exclusion is done entry by entry from the entries list).
 */
export const contestControlRoom: ControlRoomSource = {
  id: "contest",
  async report({ deps }) {
    const [counts, drafts] = await Promise.all([entryCounters(deps), countOpenDrafts(deps.db)]);
    return {
      phases: {
        submission: {
          progress: [
            { key: "entriesSubmitted", value: counts.exams, of: null },
            { key: "draftsOpen", value: drafts, of: null },
          ],
          next_action: null,
        },
        screening: {
          progress: [
            { key: "entriesExcluded", value: counts.excluded, of: counts.exams },
            { key: "entriesValid", value: counts.exams - counts.excluded, of: counts.exams },
          ],
          next_action: null,
        },
      },
    };
  },
};
