import type { Page } from "@playwright/test";

/**
 * The page's badges (statuses, outcomes) that cannot be read: text below WCAG AA contrast (4.5:1) on the badge's own
 * background, text cut short ("…"), or a badge reaching past its container or the window. axe leaves a badge's
 * contrast "incomplete" when its background comes from a CSS variable, so this reads the colours the browser drew.
 */
export async function unreadableBadges(page: Page): Promise<string[]> {
  return page.locator(".mantine-Badge-root").evaluateAll((badges) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    /** The colour an element shows, transparent layers blended over what is behind them (white at the end). */
    const backgroundOf = (element: Element | null): number[] => {
      if (!element) return [255, 255, 255];
      const [r = 0, g = 0, b = 0, a = 1] = channels(getComputedStyle(element).backgroundColor);
      if (a >= 1) return [r, g, b];
      const behind = backgroundOf(element.parentElement);
      return [r, g, b].map((value, index) => value * a + behind[index]! * (1 - a));
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    return badges.flatMap((badge) => {
      const problems: string[] = [];
      const background = backgroundOf(badge);
      const [r = 0, g = 0, b = 0, a = 1] = channels(getComputedStyle(badge).color);
      const text = [r, g, b].map((value, index) => value * a + background[index]! * (1 - a));
      const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) problems.push(`contrast ${ratio.toFixed(2)}`);
      const label = badge.querySelector(".mantine-Badge-label") ?? badge;
      if (label.scrollWidth > label.clientWidth + 1) problems.push("text cut");
      const box = badge.getBoundingClientRect();
      const container = badge.parentElement?.getBoundingClientRect();
      if (box.right > document.documentElement.clientWidth + 0.5 || (container && box.right > container.right + 0.5)) problems.push("past its container");
      return problems.length ? [`"${badge.textContent}": ${problems.join(", ")}`] : [];
    });
  });
}
