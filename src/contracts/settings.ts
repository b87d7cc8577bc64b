import { z } from "./zod.ts";

/**
 * Site settings: keyed records (spec: GET settings, GET /setting/getbykey, POST settings/{id}). Each key has a kind
 * that decides how its value is checked, whether it has a text per language, and whether anyone may read it
 * (public: shown on the site) or only administrators.
 */
export const settingKinds = ["phone", "email", "url", "text", "json", "zalo", "messenger"] as const;
export type SettingKind = (typeof settingKinds)[number];

export interface SettingDefinition {
  kind: SettingKind;
  /** Text shown to visitors in two languages (value_vi, value_en). */
  bilingual?: boolean;
  /** Readable by anyone; otherwise administrators only. */
  public: boolean;
}

/**
 * Every key, in seeding order: the spec's fund keys come first (they are "settings ids 1 and 2" that fund screens
 * write; the fund issues fill them), then the site's contact details.
 */
export const settingDefinitions = {
  navtheothang: { kind: "json", public: true },
  navgiaidoan: { kind: "json", public: true },
  danhmucdttstt: { kind: "json", public: true },
  danhmucdttsbv: { kind: "json", public: true },
  hotline: { kind: "phone", public: true },
  company_name: { kind: "text", bilingual: true, public: true },
  company_address: { kind: "text", bilingual: true, public: true },
  email: { kind: "email", public: true },
  facebook_url: { kind: "url", public: true },
  youtube_url: { kind: "url", public: true },
  linkedin_url: { kind: "url", public: true },
  zalo_id: { kind: "zalo", public: true },
  messenger_id: { kind: "messenger", public: true },
  contact_recipient_email: { kind: "email", public: false },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingDefinitions;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingDefinitions, key);
export const definitionOf = (key: SettingKey): SettingDefinition => settingDefinitions[key];

const digits = (value: string) => value.replace(/\D/g, "").length;

/** Whether a value suits its kind; an empty value always does (the setting is not set, the site hides it). */
export function settingValueProblem(kind: SettingKind, value: string): string | undefined {
  if (value === "") return undefined;
  switch (kind) {
    case "phone":
      return /^\+?[0-9][0-9 .-]*$/.test(value) && digits(value) >= 6 && digits(value) <= 15 ? undefined : "settings.validation.phone";
    case "email":
      return z.email().safeParse(value).success && value.length <= 254 ? undefined : "settings.validation.email";
    case "url":
      return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && z.url().safeParse(value).success && value.length <= 500 ? undefined : "settings.validation.url";
    case "zalo":
      return /^[0-9]{6,20}$/.test(value) ? undefined : "settings.validation.zalo";
    case "messenger":
      return /^[A-Za-z0-9.]{3,50}$/.test(value) ? undefined : "settings.validation.messenger";
    case "json":
      try {
        JSON.parse(value);
        return value.length <= 200_000 ? undefined : "settings.validation.tooLong";
      } catch {
        return "settings.validation.json";
      }
    case "text":
      return value.length <= 500 ? undefined : "settings.validation.tooLong";
  }
}

const valueField = z.string({ error: "settings.validation.value" }).trim().max(200_000, "settings.validation.tooLong");

/** One setting's new value(s); value_en only for bilingual keys (ignored otherwise). */
export const settingUpdate = z.object({ value_vi: valueField, value_en: valueField.nullable().optional() });
export type SettingUpdate = z.infer<typeof settingUpdate>;

/** The administrators' screen saves every key at once, in one transaction. */
export const settingsBulkUpdate = z.object({
  settings: z
    .array(settingUpdate.extend({ setting_key: z.string().max(60) }))
    .min(1)
    .max(100),
});
export type SettingsBulkUpdate = z.infer<typeof settingsBulkUpdate>;

export const setting = z.object({
  id: z.number().int(),
  setting_key: z.string(),
  kind: z.enum(settingKinds),
  bilingual: z.boolean(),
  public: z.boolean(),
  /** In the reader's language (the Vietnamese text when the English one is empty). */
  value: z.string(),
  value_vi: z.string(),
  value_en: z.string().nullable(),
  updated_at: z.string(),
});
export type Setting = z.infer<typeof setting>;

export const settingsListQuery = z.object({ public: z.enum(["0", "1"]).optional() });
export const settingByKeyQuery = z.object({ setting_key: z.string({ error: "settings.validation.key" }).trim().min(1, "settings.validation.key").max(60) });

/** The public values the site frame shows, by key (empty string = not set). */
export type PublicSettings = Partial<Record<SettingKey, string>>;
export const settingsMap = (list: Setting[]): PublicSettings => Object.fromEntries(list.map((s) => [s.setting_key, s.value]));
