import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "./theme.ts";
import { ThemeStyles } from "./theme-styles.tsx";

/** What the root rendered before: MantineProvider's own <style> elements for our theme (no children). */
const mantines = renderToStaticMarkup(createElement(MantineProvider, { theme, forceColorScheme: "light", cssVariablesResolver }));
const ours = renderToStaticMarkup(
  createElement(MantineProvider, { theme, forceColorScheme: "light", withCssVariables: false, withGlobalClasses: false }, createElement(ThemeStyles)),
);

describe("ThemeStyles", () => {
  it("renders exactly the styles MantineProvider renders for the theme", () => {
    expect(ours).toBe(mantines);
  });

  it("carries the theme's own values (the accessible error red, the ocean primary, the breakpoints)", () => {
    expect(ours).toContain("--mantine-color-error: #c92a2a");
    expect(ours).toContain("--mantine-primary-color-filled: var(--mantine-color-ocean-filled)");
    expect(ours).toContain("@media (min-width: 40em) {.mantine-hidden-from-xs {display: none !important;}}");
  });
});
