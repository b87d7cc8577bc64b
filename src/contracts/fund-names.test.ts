import { describe, expect, it } from "vitest";
import en from "#web/i18n/en.json" with { type: "json" };
import vi from "#web/i18n/vi.json" with { type: "json" };
import { FUND_NAMES } from "./fund-names.ts";

describe("one source of fund names (issue 26, item 11)", () => {
  it.each([
    ["vi", vi],
    ["en", en],
  ] as const)("the web catalogue (%s) names each fund as FUND_NAMES does, everywhere it names one", (locale, catalogue) => {
    for (const code of ["tstt", "tsbv"] as const) {
      const name = FUND_NAMES[code][locale];
      expect([catalogue.funds.fund[code], catalogue.funds.menu[code], catalogue.fundsData.funds[code]]).toEqual([name, name, name]);
    }
    expect([catalogue.publicSite.footer.growthFund, catalogue.publicSite.footer.sustainableFund]).toEqual([FUND_NAMES.tstt[locale], FUND_NAMES.tsbv[locale]]);
  });
});
