import { act, screen } from "@testing-library/react";
import { useLoaderData } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { DraftView } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import SubmitExam, { loader } from "#web/routes/user/submit-exam.tsx";
import { essayFile, readyDraft } from "#web/testing/entry-fixtures.ts";
import { fakeApi, ok, renderPage } from "#web/testing/render.tsx";
import { CHECK_POLL_MS } from "./refresh-while-checking.ts";

const bilingual = (text: string) => ({ vi: text, en: text });
const edition = {
  choice_question: bilingual("Câu hỏi trắc nghiệm"),
  choice_options: Object.fromEntries(["A", "B", "C", "D", "E"].map((option) => [option, bilingual(`Phương án ${option}`)])),
  essay_question: bilingual("Ý tưởng của bạn"),
};
/** Send pressed at 23:58:30 on the last day (Vietnam time) with the essay being checked, then the window closed. */
const waiting = readyDraft({
  files: [essayFile({ state: "checking" })],
  blockers: ["windowClosed", "sendRequested"],
  send_requested_at: "2026-12-31T16:58:30.000Z",
});
const sent = readyDraft({ choice_answer: null, title: null, accept_rules: false, files: [], blockers: ["alreadySubmitted"] });

function Page() {
  return <SubmitExam {...({ loaderData: useLoaderData<typeof loader>() } as Parameters<typeof SubmitExam>[0])} />;
}

/** The entry page with its own loader, over an API whose draft is `drafts()` at each load; only the poll's interval is faked. */
async function renderEntryPage(drafts: () => DraftView, locale: Locale = "vi") {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  onTestFinished(() => void vi.useRealTimers());
  const api = fakeApi()
    .on("GET /auth/profile", ok({ role: "candidate" }))
    .on("GET /contest/edition", ok(edition))
    .on("GET /judging/judges", ok([]))
    .on("GET /contest/draft", () => ok(drafts()));
  const view = renderPage(() => <Page />, { locale, path: "/user/submit-exam", loader, api, also: { "/user/submit-success": "submit-success page" } });
  await screen.findByRole("heading", { level: 1, name: view.t("entries.submit.title") });
  return view;
}

const poll = () => act(() => vi.advanceTimersByTimeAsync(CHECK_POLL_MS));

describe("a Send waiting for the files' checks", () => {
  it.each([
    [
      "vi",
      "Bài dự thi của bạn sẽ được gửi ngay khi các file được kiểm tra xong. Bạn có thể rời khỏi trang này; chúng tôi sẽ gửi email cho bạn.",
      "23:58 31/12/2026",
    ],
    ["en", "Your entry will be sent as soon as your files are checked. You can leave this page; we will email you.", "31/12/2026, 23:58"],
  ] as const)("in %s, is shown in place of the wizard and of the closed window, with when Send was pressed", async (locale, body, at) => {
    await renderEntryPage(() => waiting, locale);
    const notice = screen.getByTestId("send-requested");
    expect(notice).toHaveTextContent(body);
    expect(screen.getByTestId("send-requested-at")).toHaveTextContent(at);
    expect(screen.queryByTestId("entry-blockers")).not.toBeInTheDocument();
    expect(screen.queryByTestId("entry-next")).not.toBeInTheDocument();
  });

  it("asks again until the last check has sent the entry, then shows the success page", async () => {
    // The essay turns ready a moment before its check sends the entry: the page keeps asking in between.
    const answers = [waiting, { ...waiting, files: [essayFile()] }, sent];
    let loads = 0;
    await renderEntryPage(() => answers[Math.min(loads++, answers.length - 1)]!);
    for (const expected of [2, 3]) {
      await poll();
      await vi.waitFor(() => expect(loads).toBe(expected));
    }
    expect(await screen.findByText("submit-success page")).toBeInTheDocument();
  });

  it("gives the wizard back with the essay's refusal when the check refused it", async () => {
    const refused = readyDraft({ files: [essayFile({ state: "refused", refusal: "invalidFile", refusal_message: "File không hợp lệ." })] });
    let loads = 0;
    const { t } = await renderEntryPage(() => (loads++ ? refused : waiting));
    await poll();
    expect(await screen.findByRole("button", { name: t("entries.submit.next") })).toBeInTheDocument();
    expect(screen.queryByTestId("send-requested")).not.toBeInTheDocument();
  });

  it("leaves a contestant who sent long ago on the page, told the entry is sent", async () => {
    await renderEntryPage(() => sent);
    expect(screen.getByTestId("blocker-alreadySubmitted")).toBeInTheDocument();
    await poll();
    expect(screen.queryByText("submit-success page")).not.toBeInTheDocument();
  });
});
