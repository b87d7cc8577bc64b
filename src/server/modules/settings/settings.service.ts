import type { Kysely } from "kysely";
import type { Locale } from "#contracts/locale.ts";
import {
  definitionOf,
  isSettingKey,
  settingKeys,
  settingValueProblem,
  type Setting,
  type SettingKey,
  type SettingUpdate,
  type SettingsBulkUpdate,
} from "#contracts/settings.ts";
import type { Database } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError, type ErrorDetail } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { findSettingById, findSettingByKey, insertMissingSettings, listSettingRows, updateSettingRow } from "./settings.repo.ts";

type Row = { id: number; setting_key: string; value_vi: string; value_en: string | null; updated_at: string };

/** Rows whose key the code no longer defines are ignored (never shown, never written). */
function present(row: Row, locale: Locale): Setting | undefined {
  if (!isSettingKey(row.setting_key)) return undefined;
  const definition = definitionOf(row.setting_key);
  const bilingual = definition.bilingual === true;
  const english = bilingual && row.value_en ? row.value_en : undefined;
  return {
    id: row.id,
    setting_key: row.setting_key,
    kind: definition.kind,
    bilingual,
    public: definition.public,
    value: locale === "en" && english ? english : row.value_vi,
    value_vi: row.value_vi,
    value_en: bilingual ? row.value_en : null,
    updated_at: row.updated_at,
  };
}

const readable = (setting: Setting | undefined, isAdmin: boolean): setting is Setting => !!setting && (setting.public || isAdmin);

/** Public settings for everyone; administrators also get the private ones. */
export async function listSettings(deps: Deps, locale: Locale, isAdmin: boolean, onlyPublic = false): Promise<Setting[]> {
  const rows = await listSettingRows(deps.db);
  return rows.map((row) => present(row, locale)).filter((s) => readable(s, isAdmin && !onlyPublic));
}

/** A private key reads as unknown to anyone but an administrator, so its existence is not revealed either. */
export async function settingByKey(deps: Deps, key: string, locale: Locale, isAdmin: boolean): Promise<Setting> {
  const setting = present((await findSettingByKey(deps.db, key)) ?? ({ setting_key: "" } as Row), locale);
  if (!readable(setting, isAdmin)) throw new ApiError("NOT_FOUND");
  return setting;
}

/** The value of a setting for server-side use (e.g. where contact notices go); "" when not set. */
export async function settingValue(db: Kysely<Database>, key: SettingKey): Promise<string> {
  return (await findSettingByKey(db, key))?.value_vi ?? "";
}

function problems(key: SettingKey, update: SettingUpdate, prefix: string): ErrorDetail[] {
  const { kind, bilingual } = definitionOf(key);
  const details: ErrorDetail[] = [];
  const vi = settingValueProblem(kind, update.value_vi);
  if (vi) details.push({ path: `${prefix}value_vi`, messageKey: vi });
  if (bilingual && update.value_en) {
    const en = settingValueProblem(kind, update.value_en);
    if (en) details.push({ path: `${prefix}value_en`, messageKey: en });
  }
  return details;
}

type Change = { row: Row; key: SettingKey; update: SettingUpdate };

/** Writes the changes that differ from the stored values, each with an audit event, in one transaction. */
async function apply(deps: Deps, actor: AuthUser, changes: Change[], locale: Locale): Promise<Setting[]> {
  const now = deps.clock.now().toISOString();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const saved: Setting[] = [];
    for (const { row, key, update } of changes) {
      const bilingual = definitionOf(key).bilingual === true;
      const next = { value_vi: update.value_vi, value_en: bilingual ? (update.value_en ?? null) || null : null };
      if (next.value_vi === row.value_vi && next.value_en === (bilingual ? row.value_en : null)) {
        saved.push(present(row, locale)!);
        continue;
      }
      const updated = await updateSettingRow(trx, row.id, { ...next, updated_at: now, updated_by: actor.id });
      await recordAudit(trx, deps.clock, {
        actorId: actor.id,
        action: "setting.update",
        subject: `setting:${key}`,
        before: { value_vi: row.value_vi, value_en: row.value_en },
        after: next,
      });
      saved.push(present(updated, locale)!);
    }
    return saved;
  });
  await deps.publicCache.purge("setting.update");
  return saved;
}

/** Spec: POST settings/{id} (and /setting/{id}). */
export async function updateSetting(deps: Deps, actor: AuthUser, id: number, update: SettingUpdate, locale: Locale): Promise<Setting> {
  const row = await findSettingById(deps.db, id);
  if (!row || !isSettingKey(row.setting_key)) throw new ApiError("NOT_FOUND");
  const details = problems(row.setting_key, update, "");
  if (details.length) throw new ApiError("VALIDATION_FAILED", { details });
  const [saved] = await apply(deps, actor, [{ row, key: row.setting_key, update }], locale);
  return saved!;
}

/** The administrators' screen: every key at once, all or nothing; details are named `<key>.value_vi`. */
export async function updateSettings(deps: Deps, actor: AuthUser, input: SettingsBulkUpdate, locale: Locale): Promise<Setting[]> {
  const rows = new Map((await listSettingRows(deps.db)).map((row) => [row.setting_key, row]));
  const changes: Change[] = [];
  const details: ErrorDetail[] = [];
  for (const { setting_key, ...update } of input.settings) {
    const row = rows.get(setting_key);
    if (!row || !isSettingKey(setting_key)) {
      details.push({ path: `${setting_key}.value_vi`, messageKey: "settings.validation.key" });
      continue;
    }
    details.push(...problems(setting_key, update, `${setting_key}.`));
    changes.push({ row, key: setting_key, update });
  }
  if (details.length) throw new ApiError("VALIDATION_FAILED", { details });
  return apply(deps, actor, changes, locale);
}

/** Seed: every defined key gets a row (empty: not set yet); rows that exist keep their values. */
export const ensureSettings = (deps: Pick<Deps, "db" | "clock">) => insertMissingSettings(deps.db, settingKeys, deps.clock.now().toISOString());
