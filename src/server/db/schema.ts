import type { Generated } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import type { PageSection } from "#contracts/pages.ts";
import type { AnnouncementRecipientsTable, AnnouncementsTable, SigningKeysTable } from "./schema-announcements.ts";
import type { AttachmentImageFailuresTable, AttachmentImagesTable } from "./schema-attachments.ts";
import type { CacheGenerationsTable } from "./schema-cache.ts";
import type { AccountCountsTable, JudgingLoadsTable } from "./schema-statistics.ts";
import type { ContestEditionsTable, ContestPrizesTable, EntriesTable, EntryDraftsTable, EntryFilesTable } from "./schema-contest.ts";
import type {
  JuryBallotsTable,
  JuryMembersTable,
  JuryVotesTable,
  ResultsCancellationsTable,
  ResultsRecordsTable,
  ResultsRoundsTable,
  ResultsScreeningTable,
} from "./schema-results.ts";
import type { ReferralCodesTable, ReferralCommissionsTable, ReferralSettingsTable, ReferralsTable } from "./schema-referrals.ts";
import type { FundHolidaysTable, FundOrdersTable, FundSellCodesTable, FundSettingsTable, FundUnitLedgerTable, HieuquaTable } from "./schema-funds.ts";
import type { FundStatementImportsTable, FundStatementLinesTable } from "./schema-statements.ts";
import type { ChisoTable, FundReportsTable, InveslistTable, ServiceOverviewsTable, XuatxuTable } from "./schema-funds-data.ts";
import type {
  DrawWeeksTable,
  DrawWinnersTable,
  JudgeDeclarationsTable,
  JudgingAssignmentsTable,
  JudgingConflictsTable,
  JudgingMarksTable,
  JudgingRemindersTable,
  JudgingResultsTable,
  JudgingRoundsTable,
  JudgingRunsTable,
  LuckyEntriesTable,
} from "./schema-judging-draw.ts";

/** Timestamps are ISO-8601 UTC strings on both databases (see dialect.ts). */
export type Timestamp = string;

export interface Database {
  users: UsersTable;
  contacts: ContactsTable;
  jobs: JobsTable;
  outbox_emails: OutboxEmailsTable;
  pages: PagesTable;
  audit_events: AuditEventsTable;
  rate_limits: RateLimitsTable;
  send_pace: SendPaceTable;
  news_categories: NewsCategoriesTable;
  news: NewsTable;
  attachment_images: AttachmentImagesTable;
  attachment_image_failures: AttachmentImageFailuresTable;
  /** Free-text nationalities migration 0050 could not turn into a country code, with their accounts. */
  nations_unrecognised: { user_id: number; value: string };
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  provider_identities: ProviderIdentitiesTable;
  outbox_sms: OutboxSmsTable;
  outbox_sms_parts: OutboxSmsPartsTable;
  oidc_requests: OidcRequestsTable;
  contest_editions: ContestEditionsTable;
  contest_prizes: ContestPrizesTable;
  entry_drafts: EntryDraftsTable;
  entries: EntriesTable;
  entry_files: EntryFilesTable;
  settings: SettingsTable;
  subscribers: SubscribersTable;
  content_seeds: ContentSeedsTable;
  lucky_entries: LuckyEntriesTable;
  draw_weeks: DrawWeeksTable;
  draw_winners: DrawWinnersTable;
  judging_rounds: JudgingRoundsTable;
  judging_runs: JudgingRunsTable;
  judging_assignments: JudgingAssignmentsTable;
  judging_marks: JudgingMarksTable;
  judging_results: JudgingResultsTable;
  judging_conflicts: JudgingConflictsTable;
  judge_declarations: JudgeDeclarationsTable;
  judging_reminders: JudgingRemindersTable;
  results_screening: ResultsScreeningTable;
  results_rounds: ResultsRoundsTable;
  results_records: ResultsRecordsTable;
  results_cancellations: ResultsCancellationsTable;
  jury_members: JuryMembersTable;
  jury_votes: JuryVotesTable;
  jury_ballots: JuryBallotsTable;
  hieuqua: HieuquaTable;
  fund_orders: FundOrdersTable;
  fund_unit_ledger: FundUnitLedgerTable;
  fund_settings: FundSettingsTable;
  fund_sell_codes: FundSellCodesTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  referral_commissions: ReferralCommissionsTable;
  referral_settings: ReferralSettingsTable;
  fund_holidays: FundHolidaysTable;
  fund_statement_imports: FundStatementImportsTable;
  fund_statement_lines: FundStatementLinesTable;
  chiso: ChisoTable;
  xuatxu: XuatxuTable;
  service_overviews: ServiceOverviewsTable;
  inveslist: InveslistTable;
  fund_reports: FundReportsTable;
  cache_generations: CacheGenerationsTable;
  account_counts: AccountCountsTable;
  judging_loads: JudgingLoadsTable;
  announcements: AnnouncementsTable;
  announcement_recipients: AnnouncementRecipientsTable;
  signing_keys: SigningKeysTable;
}

export type Role = "administrator" | "judge" | "candidate" | "investor";

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  full_name: string;
  role: Role;
  phone_number: string | null;
  /** ID card or passport number (the spec's `cmt`). */
  id_number: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  /** ISO 3166-1 alpha-2 country code ("VN"), migration 0050. */
  nation: string | null;
  person_type: "person" | "organisation" | null;
  activated_at: Timestamp | null;
  deleted_at: Timestamp | null;
  /** KYC fields under the spec's names (see docs/glossary.md). */
  address: string | null;
  ngaycmt: string | null;
  noicapcmt: string | null;
  tenchutknh: string | null;
  tknh: string | null;
  nganhangtknh: string | null;
  chinhanhtknh: string | null;
  img: string | null;
  img1: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Folded search fields (see db/search-text.ts); written with every change of them. */
  search_text: Generated<string>;
  /** The language the person registered in (migration 0048): their announcements are written in it. */
  locale: Locale | null;
  /** When they followed an announcement's unsubscribe link; announcements skip them from then on. */
  announcements_off_at: Timestamp | null;
}

interface ContactsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  content: string;
  locale: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  /** Folded search fields (see db/search-text.ts); written with every change of them. */
  search_text: Generated<string>;
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
  /** Set when a job's run queues another job: unique, so a repeated run queues it once (migration 0039). */
  effect_key: string | null;
}

interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  /** The HTML alternative, when the mail has one (migration 0049). */
  html_body: string | null;
  /** JSON of the images the HTML shows inline (`cid:`): [{ cid, filename, content_type, base64 }]. */
  inline_images: string | null;
  created_at: Timestamp;
  /** The mail.send job that wrote it (unique): a repeated job writes no second copy. */
  job_id: number | null;
}

export interface PagesTable {
  id: Generated<number>;
  section: PageSection;
  slug: string;
  title_vi: string;
  title_en: string | null;
  body_vi: string;
  body_en: string | null;
  published_at: Timestamp | null;
  updated_at: Timestamp;
}

interface AuditEventsTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  created_at: Timestamp;
  /** The chain (src/domain/audit-chain.ts); null only if written outside the code, which the verifier reports. */
  prev_hash: string | null;
  hash: string | null;
}

interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** The next free slot of a paced kind of send, ms since the epoch (migration 0052, src/server/lib/send-pace.ts). */
interface SendPaceTable {
  name: string;
  next_at: number | string;
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
  /** File name of the uploaded cover image (served under /api/v1/attachments/), or null; optional on insert. */
  cover_image: Generated<string | null>;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export type CodePurpose = "activation" | "email_link" | "reset_link" | "reset_phone" | "reset_grant" | "phone_change";

interface OneTimeCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  secret_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
  /** What the code confirms, when it is more than the account: the new phone number of a `phone_change`. */
  payload: string | null;
}

interface ProviderIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  created_at: Timestamp;
}

interface OutboxSmsTable {
  id: Generated<number>;
  to_number: string;
  text_body: string;
  created_at: Timestamp;
  /** The sms.send job that wrote it (unique): a repeated job writes no second copy. */
  job_id: number | null;
  /** Over SMPP (migration 0047): queued, sent, delivered or failed; null when no gateway is configured. */
  status: SmsStatus | null;
  /** The gateway's id of the message's first part (every part's: `outbox_sms_parts`). */
  message_id: string | null;
  /** Runs of its sms.send job that tried the gateway. */
  attempts: Generated<number>;
  /** Why the latest attempt failed, or the final failure a receipt reported. */
  last_error: string | null;
  sent_at: Timestamp | null;
  /** When the receipt of its last part said DELIVRD (as this server received it). */
  delivered_at: Timestamp | null;
}

export type SmsStatus = "queued" | "sent" | "delivered" | "failed";

/** Each part of an SMS the gateway accepted, with the id its receipt will carry (migration 0047). */
interface OutboxSmsPartsTable {
  outbox_id: number;
  part: number;
  message_id: string;
  delivered_at: Timestamp | null;
}

interface OidcRequestsTable {
  id: Generated<number>;
  state_hash: string;
  code_verifier: string;
  nonce: string;
  return_to: string | null;
  locale: Locale;
  /** Set when the provider's e-mail belongs to an existing account: linking waits for its password. */
  link_token_hash: string | null;
  link_user_id: number | null;
  link_subject: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

/** Keyed site settings (hotline, address, links, fund data); which keys exist and who reads them: contracts/settings.ts. */
export interface SettingsTable {
  id: Generated<number>;
  setting_key: string;
  value_vi: string;
  /** English text for bilingual keys; null for keys with one value. */
  value_en: string | null;
  updated_at: Timestamp;
  updated_by: number | null;
}

type SubscriberStatus = "pending" | "active" | "unsubscribed";

/** E-mail subscribers (double opt-in). */
export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  locale: Locale;
  status: SubscriberStatus;
  /** SHA-256 of the pending confirmation token. */
  confirm_hash: string | null;
  confirm_expires_at: Timestamp | null;
  confirm_sent_at: Timestamp | null;
  /** Put in every e-mail; it can only unsubscribe, so it is kept as is to stay valid in every mail sent. */
  unsubscribe_token: string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

/** Seeded content already applied once, so an administrator's edit or deletion is never undone by a later start. */
interface ContentSeedsTable {
  seed_key: string;
  applied_at: Timestamp;
}
