import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import { setting, settingByKeyQuery, settingsBulkUpdate, settingsListQuery, settingUpdate } from "#contracts/settings.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { listSettings, settingByKey, updateSetting, updateSettings } from "./settings.service.ts";

const administrators = ["administrator"] as const;

/** Spec section 7 "Settings": keyed records; public ones for everyone, the rest for administrators only. */
export function settingsRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/settings"],
      tag: "Settings",
      access: "public",
      summary: "Settings in id order, values in the request's language. Everyone gets the public ones (hotline, address, links, fund data); administrators also get the private ones unless public=1.",
      query: settingsListQuery,
      response: successBody(z.array(setting)),
    },
    async ({ query, user, c }) => {
      const { deps, locale } = c.var;
      // Every layout reads the public ones: they come from the public cache, purged when a setting changes.
      if (user?.role !== "administrator" || query.public === "1") return { data: await deps.publicCache.memo(`settings:${locale}`, () => listSettings(deps, locale, false, true)) };
      return { data: await listSettings(deps, locale, true) };
    },
  );
  api.route(
    {
      method: "get",
      paths: ["/setting/getbykey"],
      tag: "Settings",
      access: "public",
      summary: "One setting by its key. A private key answers 404 to anyone but an administrator.",
      query: settingByKeyQuery,
      response: successBody(setting),
      errors: ["NOT_FOUND"],
    },
    async ({ query, user, c }) => ({ data: await settingByKey(c.var.deps, query.setting_key, c.var.locale, user?.role === "administrator") }),
  );
  api.route(
    {
      method: "post",
      paths: ["/settings/:id", "/setting/:id"],
      tag: "Settings",
      access: administrators,
      summary: "Change one setting: value_vi, and value_en for bilingual keys. The value is checked for its key (phone, e-mail, URL, JSON...); empty means not set. Audited.",
      body: settingUpdate,
      params: idParams,
      response: successBody(setting),
      errors: ["NOT_FOUND"],
    },
    async ({ params, body, user, c }) => ({ data: await updateSetting(c.var.deps, user, params.id, body, c.var.locale), messageKey: "settings.saved" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/settings"],
      tag: "Settings",
      access: administrators,
      summary: "Change several settings at once (the settings screen), all or nothing; errors are named <key>.value_vi / <key>.value_en. Each changed key is audited.",
      body: settingsBulkUpdate,
      response: successBody(z.array(setting)),
    },
    async ({ body, user, c }) => ({ data: await updateSettings(c.var.deps, user, body, c.var.locale), messageKey: "settings.saved" }),
  );
}
