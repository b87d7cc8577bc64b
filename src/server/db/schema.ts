import type { Generated } from "kysely";

/** Timestamps are ISO-8601 UTC strings on both databases (see dialect.ts). */
type Timestamp = string;

export interface Database {
  users: UsersTable;
  contacts: ContactsTable;
  jobs: JobsTable;
  outbox_emails: OutboxEmailsTable;
  pages: PagesTable;
  audit_events: AuditEventsTable;
  rate_limits: RateLimitsTable;
  news_categories: NewsCategoriesTable;
  news: NewsTable;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  full_name: string;
  role: "administrator" | "judge" | "candidate" | "investor";
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  content: string;
  locale: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  run_at: Timestamp;
  attempts: number;
  max_attempts: number;
  locked_until: Timestamp | null;
  last_error: string | null;
  done_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
}

export interface PagesTable {
  id: Generated<number>;
  section: "introduce" | "service";
  slug: string;
  title_vi: string;
  title_en: string | null;
  body_vi: string;
  body_en: string | null;
  published_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface AuditEventsTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface NewsCategoriesTable {
  id: Generated<number>;
  slug: string;
  name_vi: string;
  name_en: string | null;
  position: number;
  created_at: Timestamp;
}

export interface NewsTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  title_vi: string;
  title_en: string | null;
  summary_vi: string;
  summary_en: string | null;
  body_vi: string;
  body_en: string | null;
  /** 1 = shown among the category's "hot" articles. */
  hot: number;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
