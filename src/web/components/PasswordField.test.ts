import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./PasswordField.tsx";

const render = (error?: string) =>
  renderToString(createElement(MantineProvider, null, createElement(PasswordField, { name: "password", label: "Password", ...(error ? { error } : {}) })));

describe("PasswordField", () => {
  it("tells assistive technology the field is invalid while it shows an error", () => {
    expect(render("Please enter your password.")).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="password"|<input[^>]*name="password"[^>]*aria-invalid="true"/);
  });

  it("says nothing about validity without an error", () => {
    expect(render()).not.toContain('aria-invalid="true"');
  });
});
