import { describe, expect, it } from "vitest";
import { faqEntries } from "./faq.ts";

describe("FAQ entries", () => {
  it("pairs each <h3> question with the HTML that follows it", () => {
    const html = `<h3>Ai được dự thi?</h3><p>Cá nhân, tổ chức từ <strong>18 tuổi</strong>.</p><h3 id="q2">Phí &amp; lệ phí?</h3><p>Miễn phí.</p><ul><li>Không thu phí</li></ul>`;
    expect(faqEntries(html)).toEqual([
      { question: "Ai được dự thi?", answer: "<p>Cá nhân, tổ chức từ <strong>18 tuổi</strong>.</p>" },
      { question: "Phí & lệ phí?", answer: "<p>Miễn phí.</p><ul><li>Không thu phí</li></ul>" },
    ]);
  });

  it("ignores text before the first question and questions without an answer", () => {
    expect(faqEntries("<p>Giới thiệu</p><h3>Hỏi?</h3>")).toEqual([]);
    expect(faqEntries("")).toEqual([]);
  });
});
