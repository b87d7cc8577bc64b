import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DraftView } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import { action } from "#web/routes/user/submit-exam.tsx";
import { draft, essayFile, readyDraft } from "#web/testing/entry-fixtures.ts";
import { fakeApi, held, ok, refused, renderPage, type Answer } from "#web/testing/render.tsx";
import { SubmitWizard } from "./SubmitWizard.tsx";

const options = (["A", "B", "C", "D", "E"] as const).map((option) => ({ option, text: `Phương án ${option}` }));

function renderWizard({
  locale = "vi",
  of = draft(),
  answer,
  sendAnswer,
}: { locale?: Locale; of?: DraftView; answer?: Answer | (() => Promise<Answer>); sendAnswer?: Answer } = {}) {
  const api = fakeApi().on("PUT /contest/draft", ok({}));
  if (answer) api.on("POST /contest/entry", answer);
  if (sendAnswer) api.on("POST /contest/draft/send", sendAnswer);
  const view = renderPage(<SubmitWizard draft={of} question="Câu hỏi trắc nghiệm" options={options} essay="Ý tưởng của bạn" judges={[]} />, {
    locale,
    path: "/user/submit-exam",
    action,
    api,
    also: { "/user/submit-success": "submit-success page" },
  });
  const click = (key: "entries.submit.next" | "entries.submit.send" | "entries.submit.sure" | "entries.submit.needToCheck") =>
    view.user.click(screen.getByRole("button", { name: view.t(key) }));
  /** From question 1 of a ready draft to the confirmation dialog. */
  const toConfirmation = async () => {
    await click("entries.submit.next");
    await click("entries.submit.next");
    await click("entries.submit.send");
  };
  return { ...view, click, toConfirmation };
}

describe("SubmitWizard", () => {
  it.each([
    ["vi", "Vui lòng chọn một đáp án."],
    ["en", "Please choose an answer."],
  ] as const)("in %s, asks for an answer to question 1 before moving on, and saves nothing", async (locale, message) => {
    const { click, api, t } = renderWizard({ locale });
    await click("entries.submit.next");
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: new RegExp(t("entries.submit.question1")) })).toBeInTheDocument();
    expect(api.sent("PUT /contest/draft")).toHaveLength(0);
  });

  it("saves the answer as the draft and moves to question 2", async () => {
    const { click, user, api, t } = renderWizard();
    await user.click(screen.getByRole("radio", { name: "C. Phương án C" }));
    await click("entries.submit.next");
    expect(screen.getByRole("heading", { name: t("entries.submit.question2") })).toBeInTheDocument();
    await screen.findByRole("button", { name: t("entries.submit.next") });
    expect(api.sent("PUT /contest/draft")).toMatchObject([{ body: { choice_answer: "C", accept_rules: false } }]);
  });

  it.each([
    ["vi", ["Tiêu đề phải có từ 10 đến 200 ký tự.", "Vui lòng tải lên bài luận dạng PDF.", "Bạn chưa đồng ý với thể lệ cuộc thi"]],
    ["en", ["The title must be 10 to 200 characters long.", "Please upload your essay as a PDF file.", "You do not agree to the contest rules"]],
  ] as const)("in %s, says what question 2 still lacks: the title's length, the essay, the rules", async (locale, messages) => {
    const { click, user, t } = renderWizard({ locale, of: draft({ choice_answer: "A" }) });
    await click("entries.submit.next");
    await user.click(screen.getByRole("textbox", { name: new RegExp(t("entries.submit.titleLabel")) }));
    await user.paste("Ngắn");
    await click("entries.submit.next");
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId("entry-review")).not.toBeInTheDocument();
  });

  it.each([
    ["an essay", essayFile({ state: "uploading" })],
    ["an image", essayFile({ id: 2, kind: "image", name: "anh.png", state: "uploading" })],
  ])("waits for %s still uploading before the review, even with the essay being checked", async (_, file) => {
    const { click, t } = renderWizard({ of: readyDraft({ files: [essayFile({ state: "checking" }), file] }) });
    await click("entries.submit.next");
    await click("entries.submit.next");
    expect(screen.getByText(t("entry.uploadsPending", { ns: "shared" }))).toBeInTheDocument();
    expect(screen.queryByTestId("entry-review")).not.toBeInTheDocument();
  });

  const sending = readyDraft({ files: [essayFile({ state: "checking" })] });
  const waiting = { ...sending, blockers: ["sendRequested" as const], send_requested_at: "2026-12-31T16:58:30.000Z" };
  it.each([
    ["vi", "Các file của bạn vẫn đang được kiểm tra. Bài dự thi sẽ được gửi đúng như hiện tại ngay khi kiểm tra xong"],
    ["en", "Your files are still being checked. Your entry will be sent as it is now as soon as they are"],
  ] as const)("in %s, sends with the essay being checked: the dialog says it goes once checked, and asks for that", async (locale, says) => {
    const { toConfirmation, click, api } = renderWizard({ locale, of: sending, sendAnswer: ok(waiting) });
    await toConfirmation();
    expect(screen.getByTestId("review-checking")).toHaveTextContent("bai-du-thi.pdf");
    expect(screen.getByRole("dialog")).toHaveTextContent(says);
    await click("entries.submit.sure");
    await vi.waitFor(() => expect(api.sent("POST /contest/draft/send")).toHaveLength(1));
    expect(api.sent("POST /contest/draft/send")[0]).toMatchObject({ locale, body: { choice_answer: "B", accept_rules: true, declare_not_staff: true } });
    expect(api.sent("POST /contest/entry")).toHaveLength(0);
  });

  it("shows the success page when the checks ended before 'Sure' and the entry went at once", async () => {
    const { toConfirmation, click } = renderWizard({ of: sending, sendAnswer: ok({ ...sending, files: [], blockers: ["alreadySubmitted"] }) });
    await toConfirmation();
    await click("entries.submit.sure");
    expect(await screen.findByText("submit-success page")).toBeInTheDocument();
  });

  it("goes on to the review past a refused file's notice, which the entry will not include", async () => {
    const refused = essayFile({ id: 2, kind: "image", name: "hong.png", state: "refused", refusal: "invalidFile" });
    const { click, t } = renderWizard({ of: readyDraft({ files: [essayFile(), refused] }) });
    await click("entries.submit.next");
    await click("entries.submit.next");
    expect(screen.queryByText(t("entry.uploadsPending", { ns: "shared" }))).not.toBeInTheDocument();
    expect(screen.getByTestId("entry-review")).toBeInTheDocument();
  });

  it("shows the entry as the judges will see it, and cannot send while a blocker remains", async () => {
    const { click, t } = renderWizard({ of: readyDraft({ blockers: ["profileIncomplete"] }) });
    await click("entries.submit.next");
    await click("entries.submit.next");
    expect(screen.getByTestId("review-choice")).toHaveTextContent("B. Phương án B");
    expect(screen.getByTestId("review-title")).toHaveTextContent("Biển xanh quanh năm cho Đà Nẵng");
    expect(screen.getByRole("button", { name: t("entries.submit.send") })).toBeDisabled();
  });

  it.each([
    ["the period has ended (409)", refused(409, "CONFLICT", "Đã hết thời gian nhận bài dự thi.")],
    ["already submitted (409)", refused(409, "CONFLICT", "Bạn đã nộp bài dự thi; bài đã nộp không thể thay đổi.")],
    [
      "a file still uploading (422)",
      refused(422, "VALIDATION_FAILED", "Vui lòng chờ các file tải lên xong.", [{ path: "files", message: "Vui lòng chờ các file tải lên xong." }]),
    ],
  ])("shows the API's refusal of the entry under a heading and closes the dialog: %s", async (_, answer) => {
    const { toConfirmation, click, t } = renderWizard({ of: readyDraft(), answer });
    await toConfirmation();
    await click("entries.submit.sure");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(t("entry.failed", { ns: "shared" }));
    expect(alert).toHaveTextContent((answer.body as { message: string }).message);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("sends the entry once however often 'Sure' is pressed, then shows the success page", async () => {
    const answer = held<Answer>();
    const { toConfirmation, click, api, user, t } = renderWizard({ locale: "en", of: readyDraft(), answer: () => answer.promise });
    await toConfirmation();
    await click("entries.submit.sure");
    await user.click(screen.getByRole("button", { name: t("entries.submit.sure") }));
    answer.release(ok({}, "Posted"));
    expect(await screen.findByText("submit-success page")).toBeInTheDocument();
    // No conflict declared: the list is not posted, and the API takes it as empty.
    expect(api.sent("POST /contest/entry")).toMatchObject([{ locale: "en" }]);
    expect(api.sent("POST /contest/entry")[0]?.body).toEqual({
      choice_answer: "B",
      title: "Biển xanh quanh năm cho Đà Nẵng",
      accept_rules: true,
      declare_not_staff: true,
      publish_name: false,
    });
  });
});
