import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from "@mantine/core";
import { cssVariablesResolver, theme } from "./theme.ts";

/*
 * The two <style> elements MantineProvider renders first (its theme's CSS variables and its breakpoint classes),
 * made once per process instead of on every render: Mantine rebuilds them from the theme each time, about 6 % of an
 * uncached home render's CPU (docs/performance.md, "Uncached render"). root.tsx turns Mantine's own off
 * (`withCssVariables={false} withGlobalClasses={false}`) and renders these in their place, with the same text, so the
 * HTML is unchanged; theme-styles.test.ts compares them with what MantineProvider renders.
 */

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const defaults = defaultCssVariablesResolver(DEFAULT_THEME);

/** Mantine's variables for our theme, without those equal to its defaults (its `deduplicateCssVariables`, on at `:root`). */
function themeVariables(): string {
  const all = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as ConvertCSSVariablesInput;
  const differing = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(
      keys(all[part]).flatMap((key) => (defaults[part][key] === all[part][key] ? [] : [[key, all[part][key]]])),
    ) as ConvertCSSVariablesInput[typeof part];
  return convertCssVariables({ variables: differing("variables"), light: differing("light"), dark: differing("dark") });
}

/** The `mantine-visible-from-*` / `mantine-hidden-from-*` classes of the theme's breakpoints. */
function breakpointClasses(): string {
  return keys(merged.breakpoints).reduce((css, breakpoint) => {
    const value = merged.breakpoints[breakpoint] ?? "";
    const inPx = value.includes("px");
    const width = px(value) as number;
    return `${css}@media (max-width: ${inPx ? `${width - 0.1}px` : em(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${inPx ? `${width}px` : em(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, "");
}

const themeVariablesCss = themeVariables();
const breakpointClassesCss = breakpointClasses();

export function ThemeStyles() {
  return (
    <>
      <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeVariablesCss }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: breakpointClassesCss }} />
    </>
  );
}
