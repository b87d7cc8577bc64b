import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { setting, settingByKeyQuery, settingsBulkUpdate, settingsListQuery, settingUpdate } from "./settings.ts";
import { z } from "./zod.ts";

const administrators = ["administrator"] as const;

export const getSettings = defineOperation({
  method: "get",
  paths: ["/settings"],
  tag: "Settings",
  access: "public",
  summary:
    "Settings in id order, values in the request's language. Everyone gets the public ones (hotline, address, links, fund data); administrators also get the private ones unless public=1.",
  query: settingsListQuery,
  response: successBody(z.array(setting)),
});

export const getSettingGetbykey = defineOperation({
  method: "get",
  paths: ["/setting/getbykey"],
  tag: "Settings",
  access: "public",
  summary: "One setting by its key. A private key answers 404 to anyone but an administrator.",
  query: settingByKeyQuery,
  response: successBody(setting),
  errors: ["NOT_FOUND"],
});

export const postSettingsId = defineOperation({
  method: "post",
  paths: ["/settings/:id", "/setting/:id"],
  tag: "Settings",
  access: administrators,
  summary:
    "Change one setting: value_vi, and value_en for bilingual keys. The value is checked for its key (phone, e-mail, URL, JSON...); empty means not set. Audited.",
  body: settingUpdate,
  params: idParams,
  response: successBody(setting),
  errors: ["NOT_FOUND"],
});

export const postSettings = defineOperation({
  method: "post",
  paths: ["/settings"],
  tag: "Settings",
  access: administrators,
  summary:
    "Change several settings at once (the settings screen), all or nothing; errors are named <key>.value_vi / <key>.value_en. Each changed key is audited.",
  body: settingsBulkUpdate,
  response: successBody(z.array(setting)),
});
