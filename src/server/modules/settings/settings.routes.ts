import { getSettingGetbykey, getSettings, postSettings, postSettingsId } from "#contracts/settings.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { listSettings, settingByKey, updateSetting, updateSettings } from "./settings.service.ts";

/** Spec section 7 "Settings": keyed records; public ones for everyone, the rest for administrators only. */
export function settingsRoutes(api: ApiRouter) {
  api.handle(getSettings, async ({ query, user, c }) => {
    const { deps, locale } = c.var;
    // Every layout reads the public ones: they come from the public cache, purged when a setting changes.
    if (user?.role !== "administrator" || query.public === "1")
      return { data: await deps.publicCache.memo(`settings:${locale}`, () => listSettings(deps, locale, false, true)) };
    return { data: await listSettings(deps, locale, true) };
  });
  api.handle(getSettingGetbykey, async ({ query, user, c }) => ({
    data: await settingByKey(c.var.deps, query.setting_key, c.var.locale, user?.role === "administrator"),
  }));
  api.handle(postSettingsId, async ({ params, body, user, c }) => ({
    data: await updateSetting(c.var.deps, user, params.id, body, c.var.locale),
    messageKey: "settings.saved",
  }));
  api.handle(postSettings, async ({ body, user, c }) => ({ data: await updateSettings(c.var.deps, user, body, c.var.locale), messageKey: "settings.saved" }));
}
