import { describe, expect, it } from "vitest";
import { cataloguesFor } from "./i18n.ts";

describe("the catalogues a page loads", () => {
  it("loads both languages on the administrators' screens, in either language's address", () => {
    expect(cataloguesFor("/dashboard/admin/contacts")).toEqual(["vi", "en"]);
    expect(cataloguesFor("/en/dashboard/admin/contacts")).toEqual(["vi", "en"]);
  });
  it("loads only the page's language elsewhere", () => {
    expect(cataloguesFor("/lien-he")).toEqual(["vi"]);
    expect(cataloguesFor("/en/contact")).toEqual(["en"]);
    expect(cataloguesFor("/en/dashboard/administrators")).toEqual(["en"]);
  });
});
