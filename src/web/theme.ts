import {
  createTheme,
  mergeThemeOverrides,
  type MantineThemeOverride,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from "@mantine/core";

/** Deep sea blue; shades 7-9 carry white text at WCAG AA (shade 8 #0a5770 on white is 8.05:1). */
const ocean: MantineColorsTuple = ["#e6f6fb", "#cde9f2", "#9bd2e5", "#66b9d8", "#3ca5cd", "#2297c6", "#0f7ea8", "#0b6a8c", "#0a5770", "#063f52"];

/** WCAG's contrast ratio of two colours (AA asks 4.5 for text). */
export const contrast = (one: string, other: string) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * A `light` badge or button of a theme colour is the colour's lightest tint with its darkest readable shade as text.
 * Mantine paints a light variant given a shade ("ocean.9") in that shade under the light variant's dark text (dark on
 * dark), and its default light text of yellow or orange is below AA: here the text is the given shade, or a darker
 * one, and black when even the darkest is not readable on the tint.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (input.variant !== "light" || !parsed.isThemeColor) return colors;
  const shades = input.theme.colors[parsed.color]!;
  const background = shades[0];
  const text = shades.slice(Math.max(parsed.shade ?? 7, 7)).find((shade) => contrast(shade, background) >= 4.5) ?? input.theme.black;
  return { ...colors, background, hover: shades[1], color: text };
};

export const theme = createTheme({
  primaryColor: "ocean",
  primaryShade: 8,
  colors: { ocean },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif" },
  defaultRadius: "md",
  breakpoints: { xs: "40em", sm: "48em", md: "64em", lg: "75em", xl: "88em" },
  variantColorResolver,
  // Filled badges and buttons of a light colour (yellow) get dark text.
  autoContrast: true,
});

/**
 * The theme in a language: a dialog's or drawer's close button is named in the page's language (Mantine's has no
 * name of its own), unless the component names it.
 */
export function themeIn(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { "aria-label": closeLabel };
  return mergeThemeOverrides(theme, {
    // Plain objects rather than Modal.extend(): the theme is on public pages, which must not load the Modal.
    components: { Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } },
  });
}

/** Mantine's default error red (#fa5252) and dimmed gray (#868e96) are below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "#c92a2a", "--mantine-color-dimmed": "#495057" },
  dark: {},
});
