import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlindEntry } from "#contracts/judging.ts";
import type { Locale } from "#contracts/locale.ts";
import { action } from "#web/routes/judge/mark.tsx";
import { fakeApi, held, ok, refused, renderPage, type Answer } from "#web/testing/render.tsx";
import { MarkForm } from "./MarkForm.tsx";

const entry = (fields: Partial<BlindEntry> = {}): BlindEntry => ({
  code: "E-0042",
  title: "Biển xanh quanh năm",
  round: "semi_final",
  files: [],
  marking_starts_at: "2026-11-20T01:00:00.000Z",
  marking_deadline: "2026-12-10T16:59:00.000Z",
  window: "open",
  mark: null,
  ...fields,
});
const marks = "PUT /judging/marks/E-0042";

function renderMark({ locale = "vi", answer, of = entry() }: { locale?: Locale; answer?: Answer | (() => Promise<Answer>); of?: BlindEntry } = {}) {
  const api = fakeApi();
  if (answer) api.on(marks, answer);
  const view = renderPage(<MarkForm entry={of} />, { locale, path: "/dashboard/judge/mark-exam/:code", url: "/dashboard/judge/mark-exam/E-0042", action, api });
  const field = (criterion: "creativity" | "communication" | "sustainability") =>
    screen.getByRole("spinbutton", { name: new RegExp(view.t(`judging.criteria.${criterion}`)) });
  const fill = async (points: [string, string, string]) => {
    for (const [index, criterion] of (["creativity", "communication", "sustainability"] as const).entries())
      if (points[index]) await view.user.type(field(criterion), points[index]);
  };
  const button = (key: "judging.mark.saveDraft" | "judging.mark.submit" | "judging.mark.sure") => screen.getByRole("button", { name: view.t(key) });
  return { ...view, field, fill, button };
}

describe("MarkForm", () => {
  it("adds up the essay total as the judge types", async () => {
    const { fill } = renderMark();
    await fill(["25", "18", "7"]);
    expect(screen.getByTestId("mark-running-total")).toHaveTextContent("Tổng điểm tự luận: 50 / 90");
  });

  it.each([
    ["vi", "Mỗi tiêu chí là số điểm nguyên từ 0 đến 30."],
    ["en", "Each criterion is a whole number of points from 0 to 30."],
  ] as const)("in %s, refuses a criterion over 30 or left empty before sending anything", async (locale, message) => {
    const { fill, button, user, api, field } = renderMark({ locale });
    await fill(["31", "", "12"]);
    await user.click(button("judging.mark.saveDraft"));
    expect(field("creativity")).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field("communication")).toHaveAttribute("aria-invalid", "true");
    expect(field("sustainability")).not.toHaveAttribute("aria-invalid", "true");
    expect(field("creativity")).toHaveFocus();
    expect(api.sent(marks)).toHaveLength(0);
  });

  it("saves a draft with the points and shows the API's confirmation", async () => {
    const { fill, button, user, api } = renderMark({ locale: "en", answer: ok({}, "Draft saved.") });
    await fill(["25", "18", "7"]);
    await user.click(button("judging.mark.saveDraft"));
    expect(await screen.findByRole("status")).toHaveTextContent("Draft saved.");
    expect(api.sent(marks)).toMatchObject([{ locale: "en", body: { creativity: 25, communication: 18, sustainability: 7, comment: "", submit: false } }]);
  });

  it("asks before submitting, with the total, and sends nothing when the judge wants to check", async () => {
    const { fill, button, user, api, t } = renderMark();
    await fill(["25", "18", "7"]);
    await user.click(button("judging.mark.submit"));
    expect(screen.getByRole("dialog", { name: "Nộp điểm bài E-0042?" })).toHaveTextContent("Tổng điểm tự luận: 50 / 90.");
    await user.click(screen.getByRole("button", { name: t("judging.mark.needToCheck") }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.sent(marks)).toHaveLength(0);
  });

  it.each([
    ["the marking period has ended (409)", refused(409, "CONFLICT", "Đã hết thời gian chấm bài.")],
    ["the entry is not assigned to this judge (404)", refused(404, "NOT_FOUND", "Không tìm thấy bài dự thi.")],
    ["marks already submitted (409)", refused(409, "CONFLICT", "Điểm đã nộp, không sửa được nữa.")],
  ])("shows the API's refusal of a submission as an alert: %s", async (_, answer) => {
    const { fill, button, user, api } = renderMark({ answer });
    await fill(["25", "18", "7"]);
    await user.click(button("judging.mark.submit"));
    await user.click(button("judging.mark.sure"));
    expect(await screen.findByRole("alert")).toHaveTextContent((answer.body as { message: string }).message);
    expect(api.sent(marks)).toMatchObject([{ body: { submit: true } }]);
  });

  it("shows the API's message about one criterion under that criterion", async () => {
    const answer = refused(422, "VALIDATION_FAILED", "Dữ liệu không hợp lệ", [{ path: "sustainability", message: "Điểm phải từ 0 đến 30." }]);
    const { fill, button, user, field } = renderMark({ answer });
    await fill(["25", "18", "7"]);
    await user.click(button("judging.mark.saveDraft"));
    await screen.findByRole("alert");
    expect(field("sustainability")).toHaveAccessibleDescription(expect.stringContaining("Điểm phải từ 0 đến 30."));
  });

  it("holds a second save while the first is being sent, and a submission meanwhile: one request", async () => {
    const answer = held<Answer>();
    const { fill, button, user, api, field } = renderMark({ answer: () => answer.promise });
    await fill(["25", "18", "7"]);
    await user.click(button("judging.mark.saveDraft"));
    await user.click(button("judging.mark.saveDraft"));
    await user.click(button("judging.mark.submit"));
    await user.type(field("sustainability"), "{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    answer.release(ok({}, "Đã lưu nháp."));
    expect(await screen.findByRole("status")).toHaveTextContent("Đã lưu nháp.");
    expect(api.sent(marks)).toHaveLength(1);
  });

  it("shows submitted marks read-only, with the time in Vietnam", () => {
    const mark = {
      creativity: 25,
      communication: 18,
      sustainability: 7,
      total: 50,
      comment: "Rõ ràng.",
      state: "submitted" as const,
      reopened: false,
      submitted_at: "2026-12-01T03:05:00.000Z",
      updated_at: "2026-12-01T03:05:00.000Z",
    };
    const { t } = renderMark({ locale: "en", of: entry({ mark }) });
    expect(screen.getByRole("status")).toHaveTextContent(/You submitted these marks on 01\/12\/2026.* 10:05/);
    expect(screen.getByTestId("mark-total")).toHaveTextContent("Essay total: 50 of 90");
    expect(screen.queryByRole("button", { name: t("judging.mark.submit") })).not.toBeInTheDocument();
  });
});
