import type { Generated } from "kysely";
import type { AnnouncementSegment } from "#domain/announcements.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Timestamp } from "./schema.ts";

/** Tables of announcements (migration 0048; docs/announcements.md). */

export interface AnnouncementsTable {
  id: Generated<number>;
  segment: AnnouncementSegment;
  subject_vi: string;
  subject_en: string;
  body_vi: string;
  body_en: string;
  /** What {deadline} says, when the template uses it. */
  deadline_at: Timestamp | null;
  created_by: number;
  created_at: Timestamp;
}

export interface AnnouncementRecipientsTable {
  id: Generated<number>;
  announcement_id: number;
  user_id: number | null;
  subscriber_id: number | null;
  email: string;
  name: string | null;
  locale: Locale;
  /** When its job may run: the send's schedule under the rate limit. */
  send_at: Timestamp;
  sent_at: Timestamp | null;
  /** Set instead of sent_at when the person unsubscribed between the send and their turn. */
  skipped_at: Timestamp | null;
}

/** Secrets generated at installation, by purpose (docs/decisions/0022-signed-unsubscribe-links.md). */
export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: Timestamp;
}
