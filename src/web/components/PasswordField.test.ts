import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { locales, type Locale } from "#contracts/locale.ts";
import { i18nFor, loadCatalogues } from "#web/i18n/i18n.ts";
import en from "#web/i18n/en.json" with { type: "json" };
import vi from "#web/i18n/vi.json" with { type: "json" };
import { PasswordField } from "./PasswordField.tsx";

const render = (error?: string, locale: Locale = "vi") =>
  renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor(locale) },
      createElement(MantineProvider, null, createElement(PasswordField, { name: "password", label: "Password", ...(error ? { error } : {}) })),
    ),
  );

describe("PasswordField", () => {
  beforeAll(() => loadCatalogues(locales));
  it("tells assistive technology the field is invalid while it shows an error", () => {
    expect(render("Please enter your password.")).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="password"|<input[^>]*name="password"[^>]*aria-invalid="true"/,
    );
  });

  it("says nothing about validity without an error", () => {
    expect(render()).not.toContain('aria-invalid="true"');
  });

  it.each(["vi", "en"] as const)("labels the show/hide button in the page's language (%s), never with the library's English default", (locale) => {
    const html = render(undefined, locale);
    expect(html).not.toContain("Toggle password visibility");
    expect(html).toContain(`aria-label="${{ vi, en }[locale].account.showPassword}"`);
    expect(html).toContain('aria-pressed="false"');
  });
});
