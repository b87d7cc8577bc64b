import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

/** Deep sea blue; shades 7-9 carry white text at WCAG AA (shade 8 #0a5770 on white is 8.05:1). */
const ocean: MantineColorsTuple = ["#e6f6fb", "#cde9f2", "#9bd2e5", "#66b9d8", "#3ca5cd", "#2297c6", "#0f7ea8", "#0b6a8c", "#0a5770", "#063f52"];

export const theme = createTheme({
  primaryColor: "ocean",
  primaryShade: 8,
  colors: { ocean },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif" },
  defaultRadius: "md",
  breakpoints: { xs: "40em", sm: "48em", md: "64em", lg: "75em", xl: "88em" },
});

/** Mantine's default error red (#fa5252) and dimmed gray (#868e96) are below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "#c92a2a", "--mantine-color-dimmed": "#495057" },
  dark: {},
});
