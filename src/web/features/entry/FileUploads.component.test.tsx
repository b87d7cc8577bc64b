import { act, screen, within } from "@testing-library/react";
import type { DetailedError, PreviousUpload, UploadOptions } from "tus-js-client";
import { Link } from "react-router";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { EntryFile } from "#contracts/entry.ts";
import type { Locale } from "#contracts/locale.ts";
import { essayFile } from "#web/testing/entry-fixtures.ts";
import { renderPage } from "#web/testing/render.tsx";
import { FileUploads } from "./FileUploads.tsx";
import { CHECK_POLL_MS, useRefreshWhileChecking } from "./refresh-while-checking.ts";

/**
 * tus-js-client replaced by an upload the test drives: it records what the form asks of it (start, abort, resume
 * from a previous upload) and the test plays the server's side through the form's own callbacks.
 */
const tus = vi.hoisted(() => ({ uploads: [] as FakeUpload[], previous: [] as unknown[] }));
interface FakeUpload {
  file: File;
  options: UploadOptions;
  url: string | null;
  starts: number;
  aborts: boolean[];
  resumedFrom: unknown;
}
vi.mock("tus-js-client", () => ({
  Upload: class implements FakeUpload {
    url: string | null = null;
    starts = 0;
    aborts: boolean[] = [];
    resumedFrom: unknown = undefined;
    file: File;
    options: UploadOptions;
    constructor(file: File, options: UploadOptions) {
      this.file = file;
      this.options = options;
      tus.uploads.push(this);
    }
    findPreviousUploads = async () => tus.previous;
    resumeFromPreviousUpload(previous: PreviousUpload) {
      this.resumedFrom = previous;
    }
    start() {
      this.starts++;
    }
    abort(terminate?: boolean) {
      this.aborts.push(Boolean(terminate));
      return Promise.resolve();
    }
  },
}));

/** A tus request the server answered with `status` (and our error envelope when `message` is given). */
function answered(status: number, message?: string): DetailedError {
  const body = message ? JSON.stringify({ error: "PAYLOAD_TOO_LARGE", message }) : "";
  return Object.assign(new Error(`tus: ${status}`), {
    originalRequest: null as never,
    originalResponse: { getStatus: () => status, getBody: () => body } as never,
    causingError: null as never,
  });
}
/** A dropped connection: no answer at all. */
const dropped = (): DetailedError =>
  Object.assign(new Error("tus: network"), { originalRequest: null as never, originalResponse: null as never, causingError: null as never });

beforeEach(() => {
  tus.uploads.length = 0;
  tus.previous = [];
});

const pdf = () => new File([new Uint8Array(1_572_864)], "bai-du-thi.pdf", { type: "application/pdf" });

async function renderUploads({ locale = "vi", files = [] }: { locale?: Locale; files?: EntryFile[] } = {}) {
  let loads = 0;
  const view = renderPage(() => <FileUploads kind="essay" files={files} label="Bài luận" hint="Một file PDF" multiple={false} />, {
    locale,
    path: "/user/submit-exam",
    loader: () => ++loads,
  });
  const input = await screen.findByLabelText("Bài luận");
  /** Chooses `file` and waits until its upload has started. */
  const choose = async (file = pdf()) => {
    await view.user.upload(input, file);
    await vi.waitFor(() => expect(tus.uploads.at(-1)?.starts).toBe(1));
    return tus.uploads.at(-1)!;
  };
  const button = (name: string) => screen.getByRole("button", { name });
  return { ...view, choose, button, loads: () => loads };
}

describe("FileUploads", () => {
  it("sends a chosen file with tus, in the page's language, and shows it at 0%", async () => {
    const { choose } = await renderUploads({ locale: "en" });
    const upload = await choose();
    expect(upload.options).toMatchObject({
      endpoint: "/uploads",
      metadata: { kind: "essay", filename: "bai-du-thi.pdf" },
      headers: { "Accept-Language": "en" },
    });
    expect(screen.getByText("bai-du-thi.pdf · 1.5 MB")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Upload of bai-du-thi.pdf: 0%" })).toBeInTheDocument();
  });

  it("shows the progress as it arrives", async () => {
    const { choose } = await renderUploads();
    const upload = await choose();
    act(() => upload.options.onProgress!(786_432, 1_572_864));
    expect(screen.getByRole("progressbar", { name: "Tải lên bai-du-thi.pdf: 50%" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByText("bai-du-thi.pdf · 1,5 MB")).toBeInTheDocument();
  });

  it("pauses (keeping what arrived) and resumes where it stopped", async () => {
    const { choose, button, user, t } = await renderUploads();
    const upload = await choose();
    act(() => upload.options.onProgress!(786_432, 1_572_864));
    await user.click(button(t("entries.upload.pause")));
    expect(upload.aborts).toEqual([false]);
    await user.click(button(t("entries.upload.resume")));
    expect(upload.starts).toBe(2);
    expect(button(t("entries.upload.pause"))).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Tải lên bai-du-thi.pdf: 50%" })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the file, then retries on request", async () => {
    const { choose, button, user, t, loads } = await renderUploads();
    const upload = await choose();
    const before = loads();
    act(() => upload.options.onError!(answered(413, "File quá lớn: tối đa 20 MB.")));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(t("entry.uploadError", { ns: "shared" }));
    expect(alert).toHaveTextContent("File quá lớn: tối đa 20 MB.");
    await vi.waitFor(() => expect(loads()).toBeGreaterThan(before));
    await user.click(button(t("entries.upload.retry")));
    expect(upload.starts).toBe(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'Upload error' in English when the failure carries no message", async () => {
    const { choose, button } = await renderUploads({ locale: "en" });
    const upload = await choose();
    act(() => upload.options.onError!(dropped()));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Upload errorUpload error$/);
    expect(button("Retry")).toBeInTheDocument();
  });

  it("retries dropped connections and server trouble by itself, never a refusal with a reason", async () => {
    const { choose } = await renderUploads();
    const { onShouldRetry } = (await choose()).options;
    const retried = (error: DetailedError) => onShouldRetry!(error, 0, {});
    expect([dropped(), answered(500), answered(502), answered(409), answered(423)].map(retried)).toEqual([true, true, true, true, true]);
    expect([answered(413, "File quá lớn"), answered(415, "File không hợp lệ"), answered(400), answered(500, "Lỗi")].map(retried)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("resumes an upload a reload interrupted when the same file is chosen again", async () => {
    const interrupted = essayFile({ state: "uploading", bytes: 1_572_864 });
    const { choose, t } = await renderUploads({ files: [interrupted] });
    expect(screen.getByTestId("file-interrupted-essay")).toHaveTextContent(`bai-du-thi.pdf · ${t("entries.upload.interrupted")}`);
    const previous = { size: 1_572_864, metadata: {}, creationTime: "2026-12-01T03:00:00.000Z", urlStorageKey: "tus::bai-du-thi.pdf" };
    tus.previous = [previous];
    const upload = await choose();
    expect(upload.resumedFrom).toBe(previous);
    // The notice goes with React's next render of the upload's row, which may come after the upload has started.
    await vi.waitFor(() => expect(screen.queryByTestId("file-interrupted-essay")).not.toBeInTheDocument());
  });

  it("once complete, leaves the list to the draft the page reloads", async () => {
    const { choose, loads } = await renderUploads();
    const upload = await choose();
    const before = loads();
    act(() => upload.options.onSuccess!({ lastResponse: null as never }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it("removes an upload in progress, deleting what the server already holds", async () => {
    const { choose, button, t } = await renderUploads();
    const upload = await choose();
    upload.url = "/uploads/abc";
    await act(() => screen.getByRole("button", { name: t("entries.upload.removeLabel", { name: "bai-du-thi.pdf" }) }).click());
    expect(upload.aborts).toEqual([true]);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(() => button(t("entries.upload.pause"))).toThrow();
  });

  it.each([
    ["vi", "bai-du-thi.pdf · 1,9 MB · đang kiểm tra…", "File hong.pdf bị từ chối: File không hợp lệ"],
    ["en", "bai-du-thi.pdf · 1.9 MB · being checked…", "hong.pdf was refused: Invalid file"],
  ] as const)("in %s, shows a file being checked, and a refused one with its reason and a way to dismiss it", async (locale, checking, refused) => {
    const reason = { vi: "File không hợp lệ", en: "Invalid file" }[locale];
    const files = [essayFile({ state: "checking" }), essayFile({ id: 2, name: "hong.pdf", state: "refused", refusal: "invalidFile", refusal_message: reason })];
    const { t } = await renderUploads({ locale, files });
    expect(screen.getByTestId("file-checking-essay")).toHaveTextContent(checking);
    const notice = screen.getByTestId("file-refused-essay");
    expect(notice).toHaveTextContent(refused);
    expect(within(notice).getByRole("button", { name: t("entries.upload.removeLabel", { name: "hong.pdf" }) })).toBeInTheDocument();
  });

  /**
   * The entry page's poll on the draft `files()` gives at each render, with a link that loads the page again, and the
   * number of loads of its data so far. Only the poll's interval is faked: the test moves time on instead of waiting.
   */
  async function pollingPage(files: () => EntryFile[], loader: (request: Request) => unknown = () => undefined) {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    onTestFinished(() => void vi.useRealTimers());
    const page = { loads: 0 };
    function Page() {
      useRefreshWhileChecking(files());
      return (
        <>
          <FileUploads kind="essay" files={files()} label="Bài luận" hint="Một file PDF" multiple={false} />
          <Link to="?sent=1">Gửi</Link>
        </>
      );
    }
    renderPage(() => <Page />, { path: "/user/submit-exam", loader: ({ request }: { request: Request }) => (page.loads++, loader(request)) });
    await screen.findByLabelText("Bài luận");
    return page;
  }

  it("loads the draft again while a file is being checked, and stops once none is", async () => {
    let files = [essayFile({ state: "checking" })];
    const page = await pollingPage(() => files);
    const first = page.loads;
    // The check's job has not run yet: the page asks again by itself.
    await act(() => vi.advanceTimersByTimeAsync(CHECK_POLL_MS));
    await vi.waitFor(() => expect(page.loads).toBe(first + 1));
    files = [essayFile()];
    await act(() => vi.advanceTimersByTimeAsync(CHECK_POLL_MS));
    await vi.waitFor(() => expect(screen.getByTestId("file-essay")).toBeInTheDocument());
    const settled = page.loads;
    await act(() => vi.advanceTimersByTimeAsync(10 * CHECK_POLL_MS));
    expect(page.loads).toBe(settled);
  });

  it("never interrupts a page load under way: sending the entry while a file is still shown as being checked", async () => {
    // The next page's data is slow to come (a loaded server): its load stays under way.
    const slow = new Promise<never>(() => {});
    const page = await pollingPage(
      () => [essayFile({ state: "checking" })],
      (request) => (new URL(request.url).searchParams.has("sent") ? slow : null),
    );
    await act(() => screen.getByRole("link", { name: "Gửi" }).click());
    await vi.waitFor(() => expect(page.loads).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5 * CHECK_POLL_MS));
    // Asking again would abort that load and start it over, every few seconds, so it would never end.
    expect(page.loads).toBe(2);
  });
});
