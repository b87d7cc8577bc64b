import { sql } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { DatabaseHandle } from "./database.ts";
import type { DialectName } from "./dialect.ts";
import * as foundation from "./migrations/0001_foundation.ts";
import * as news from "./migrations/0002_news.ts";
import * as identity from "./migrations/0003_identity.ts";
import * as oidc from "./migrations/0004_oidc.ts";
import * as contestEdition from "./migrations/0005_contest_edition.ts";
import * as newsAdmin from "./migrations/0006_news_admin.ts";
import * as entries from "./migrations/0008_entries.ts";
import * as site from "./migrations/0007_site.ts";
import * as securityHardening from "./migrations/0010_security_hardening.ts";
import * as searchText from "./migrations/0012_search_text.ts";
import * as luckyDraw from "./migrations/0016_lucky_draw.ts";
import * as judging from "./migrations/0014_judging.ts";
import * as results from "./migrations/0018_results.ts";
import * as jury from "./migrations/0019_jury.ts";
import * as fundNavs from "./migrations/0020_fund_navs.ts";
import * as fundOrders from "./migrations/0021_fund_orders.ts";
import * as fundSettings from "./migrations/0022_fund_settings.ts";
import * as fundsData from "./migrations/0023_funds_data.ts";
import * as investmentLists from "./migrations/0024_investment_lists.ts";
import * as auditChain from "./migrations/0026_audit_chain.ts";
import * as statisticsIndexes from "./migrations/0027_statistics_indexes.ts";
import * as pageCache from "./migrations/0029_page_cache.ts";
import * as fundHolidays from "./migrations/0030_fund_holidays.ts";
import * as fundReports from "./migrations/0032_fund_reports.ts";
import * as referrals from "./migrations/0034_referrals.ts";
import * as accountCounts from "./migrations/0036_account_counts.ts";
import * as judgingLoads from "./migrations/0037_judging_loads.ts";
import * as jobEffects from "./migrations/0039_job_effects.ts";
import * as attachmentImages from "./migrations/0041_attachment_images.ts";
import * as attachmentImageFailures from "./migrations/0042_attachment_image_failures.ts";
import * as judgesCopies from "./migrations/0043_judges_copies.ts";
import * as finalCodes from "./migrations/0044_final_codes.ts";
import * as orderRecording from "./migrations/0045_order_recording.ts";
import * as staffDeclaration from "./migrations/0046_staff_declaration.ts";
import * as smsDelivery from "./migrations/0047_sms_delivery.ts";
import * as announcements from "./migrations/0048_announcements.ts";
import * as vietQrBank from "./migrations/0049_vietqr_bank.ts";
import * as nationalityCodes from "./migrations/0050_nationality_codes.ts";
import * as bankStatements from "./migrations/0051_bank_statements.ts";
import * as sendPace from "./migrations/0052_send_pace.ts";

/** Numbered migrations, in order. Add a file and a line; never edit one that has shipped. */
const migrations: Record<string, { up: (dialect: DialectName) => Migration["up"] }> = {
  "0001_foundation": foundation,
  "0002_news": news,
  "0003_identity": identity,
  "0004_oidc": oidc,
  "0005_contest_edition": contestEdition,
  "0006_news_admin": newsAdmin,
  "0008_entries": entries,
  "0007_site": site,
  "0010_security_hardening": securityHardening,
  "0012_search_text": searchText,
  "0016_lucky_draw": luckyDraw,
  "0014_judging": judging,
  "0018_results": results,
  "0019_jury": jury,
  "0020_fund_navs": fundNavs,
  "0021_fund_orders": fundOrders,
  "0022_fund_settings": fundSettings,
  "0023_funds_data": fundsData,
  "0024_investment_lists": investmentLists,
  "0026_audit_chain": auditChain,
  "0027_statistics_indexes": statisticsIndexes,
  "0029_page_cache": pageCache,
  "0030_fund_holidays": fundHolidays,
  "0032_fund_reports": fundReports,
  "0034_referrals": referrals,
  "0036_account_counts": accountCounts,
  "0037_judging_loads": judgingLoads,
  "0039_job_effects": jobEffects,
  "0041_attachment_images": attachmentImages,
  "0042_attachment_image_failures": attachmentImageFailures,
  "0043_judges_copies": judgesCopies,
  "0044_final_codes": finalCodes,
  "0045_order_recording": orderRecording,
  "0046_staff_declaration": staffDeclaration,
  "0047_sms_delivery": smsDelivery,
  "0048_announcements": announcements,
  "0049_vietqr_bank": vietQrBank,
  "0050_nationality_codes": nationalityCodes,
  "0051_bank_statements": bankStatements,
  "0052_send_pace": sendPace,
};

/** Every migration of this version, in order (the command-line tools check an installation has them all). */
export const migrationNames = Object.keys(migrations);

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, { up: m.up(dialect) }])),
  };
  // Kysely looks for its own tables in every schema; pin them to ours so a database shared by several schemas works.
  const migrationTableSchema =
    dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  // Numbers are reserved for changes made side by side, so one may land after a higher one has run (0046 after 0050):
  // each migration touches its own columns, and an installation runs whichever it lacks.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
