import { describe, expect, it } from "vitest";
import { winnerMail } from "./results-mail.ts";

const vars = {
  name: "Nguyễn Văn A",
  code: "AB12CD",
  title: "Một ý tưởng",
  rank: "first" as const,
  amount_vnd: 4_600_000_000,
  resultsUrl: "https://example.vn/ket-qua",
};

describe("the winners' e-mail", () => {
  it("names the prize and its amount formatted for Vietnamese", () => {
    const mail = winnerMail("vi", vars);
    expect(mail.subject).toBe("Chúc mừng: Giải Nhất (AB12CD)");
    expect(mail.text).toContain("đạt Giải Nhất: 4.600.000.000\u00a0₫.");
    expect(mail.text).toContain("https://example.vn/ket-qua");
  });
  it("and for English", () => {
    const mail = winnerMail("en", { ...vars, rank: "consolation", amount_vnd: 70_000_000, resultsUrl: "https://example.vn/en/results" });
    expect(mail.subject).toBe("Congratulations: Consolation prize (AB12CD)");
    expect(mail.text).toContain("won the consolation prize: VND\u00a070,000,000.");
  });
});
