import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locale.ts";
import { action } from "#web/routes/user/funds.tsx";
import { fakeApi, held, ok, refused, renderPage, rowsOf, type Answer } from "#web/testing/render.tsx";
import { BuyForm } from "./BuyForm.tsx";
import { investorRules, navOf, order, TUESDAY_10_00 } from "#web/testing/funds-fixtures.ts";

const page = "/user/dau-tu-tang-truong";

function renderBuy({
  locale = "vi",
  nav = "12345.67",
  rules = investorRules(),
  answer,
}: { locale?: Locale; nav?: string; rules?: ReturnType<typeof investorRules>; answer?: Answer | (() => Promise<Answer>) } = {}) {
  const api = fakeApi();
  if (answer) api.on("POST /order", answer);
  const view = renderPage(<BuyForm rules={rules} now={TUESDAY_10_00} latestNav={navOf(nav)} idempotencyKey="key-1" />, { locale, path: page, action, api });
  const amount = screen.getByRole("textbox", { name: view.t("funds.buy.amount") });
  const submit = screen.getByRole("button", { name: view.t("funds.buy.submit") });
  return { ...view, amount, submit };
}

const estimateRows = () => rowsOf(screen.getByTestId("buy-estimate"));

describe("BuyForm estimate", () => {
  // 10 000 000 VND at 1.50%: fee 150 000, 9 850 000 buys units; at a NAV of 12 345.67 that is
  // 9 850 000 × 100 / 12 345.67 = 797.857… units, 797.85 in hundredths rounded down.
  it("shows the fee, the net amount and the units in Vietnamese, with the dealing day after the cut-off rule", async () => {
    const { user, amount, t } = renderBuy();
    await user.click(amount);
    await user.paste("10000000");
    expect(amount).toHaveValue("10.000.000 ₫");
    expect(estimateRows()).toEqual([
      ["Phí mua (1,50%)", "150.000 ₫"],
      ["Số tiền mua chứng chỉ quỹ", "9.850.000 ₫"],
      [t("funds.estimate.units"), "797,85"],
    ]);
    expect(screen.getByTestId("buy-estimate-rule")).toHaveTextContent(
      "Đặt hôm nay, trước giờ chốt lệnh 14:30 (giờ Việt Nam): lệnh được khớp theo NAV ngày thứ Tư 02/12/2026, và số chứng chỉ quỹ bạn nhận được biết sau ngày đó.",
    );
  });

  it("shows the same estimate in English, formatted the English way", async () => {
    const { user, amount } = renderBuy({ locale: "en" });
    await user.click(amount);
    await user.paste("10000000");
    expect(amount).toHaveValue("VND 10,000,000");
    expect(estimateRows()).toEqual([
      ["Buy fee (1.50%)", "VND 150,000"],
      ["Amount buying units", "VND 9,850,000"],
      ["Estimated units at the latest NAV", "797.85"],
    ]);
    expect(screen.getByTestId("buy-estimate-rule")).toHaveTextContent(
      "priced at the NAV of Wednesday 02/12/2026, and the units you get are known after that day.",
    );
  });

  // 1 000 001 VND: fee 15 000.015 → 15 000; 985 001 buys 985 001 × 100 / 12 345.67 = 79.7857… → 79.78, not 79.79.
  it("rounds the fee and the units down to whole đồng and hundredths", async () => {
    const { user, amount } = renderBuy();
    await user.click(amount);
    await user.paste("1000001");
    expect(estimateRows()).toEqual([
      ["Phí mua (1,50%)", "15.000 ₫"],
      ["Số tiền mua chứng chỉ quỹ", "985.001 ₫"],
      ["Số chứng chỉ quỹ ước tính theo NAV mới nhất", "79,78"],
    ]);
  });

  it("says there is no NAV to estimate from before the first NAV, and skips a holiday for the dealing day", async () => {
    const { user, amount, t } = renderBuy({ nav: "", rules: investorRules({ holidays: ["2026-12-02"] }) });
    await user.click(amount);
    await user.paste("10000000");
    expect(estimateRows()[2]).toEqual([t("funds.estimate.units"), t("funds.estimate.noNav")]);
    expect(screen.getByTestId("buy-estimate-rule")).toHaveTextContent("NAV ngày thứ Năm 03/12/2026");
  });

  it("says the funds are not on sale while their rules are incomplete, with no form", () => {
    const api = fakeApi();
    const { t } = renderPage(
      <BuyForm rules={investorRules({ missing: ["bank_account"] })} now={TUESDAY_10_00} latestNav={navOf("12345.67")} idempotencyKey="key-1" />,
      { api },
    );
    expect(screen.getByRole("alert")).toHaveTextContent(t("funds.buy.notOpen"));
    expect(screen.queryByRole("button", { name: t("funds.buy.submit") })).not.toBeInTheDocument();
  });
});

describe("BuyForm and the API's answers", () => {
  it("sends the typed amount as whole đồng with the page's idempotency key, then shows how to pay", async () => {
    const qr = { payload: "00020101021238...6304ABCD", svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7h-7z"/></svg>' };
    const bank = {
      bank_bin: "970436",
      bank_name: "Vietcombank – Joint Stock Commercial Bank for Foreign Trade of Vietnam",
      bank_branch: "Đà Nẵng",
      bank_holder: "Quỹ TSTT",
      bank_account: "0123456789",
    };
    const payment = { ...bank, account_number: "0123456789", account_name: "Quỹ TSTT", amount: 10_000_000, reference: "TSTT-000123", qr };
    const placed = { order: order({ reference: "TSTT-000123", dealing_date: "2026-12-02" }), payment, replayed: false };
    const { user, amount, submit, api } = renderBuy({ locale: "en", answer: ok(placed, "Your buy order is placed.") });
    await user.click(amount);
    await user.paste("10000000");
    await user.click(submit);
    expect(await screen.findByRole("status")).toHaveTextContent("Your buy order is placed.");
    expect(api.sent("POST /order")).toMatchObject([
      { locale: "en", headers: { "idempotency-key": "key-1" }, body: { type: "buy", loai: "0", giatri: "10000000", soluongban: "0" } },
    ]);
    const shown = screen.getByTestId("buy-payment");
    expect(within(shown).getByRole("heading", { level: 3 })).toHaveTextContent("Transfer for order TSTT-000123");
    expect(shown).toHaveTextContent("dealt at the NAV of Wednesday 02/12/2026");
    const facts = rowsOf(within(shown).getByTestId("buy-payment-facts"));
    expect(facts).toContainEqual(["Amount to invest (VND)", "VND 10,000,000"]);
    expect(facts).toContainEqual(["Bank", bank.bank_name]);
    // Beside them the VietQR code the server drew, named by what it pays, with the same reference.
    expect(within(shown).getByRole("heading", { level: 4 })).toHaveTextContent("Scan the VietQR code");
    const code = within(shown).getByRole("img", {
      name: /^VietQR code for a transfer of VND\s10,000,000 to account 0123456789 at Vietcombank – Joint Stock Commercial Bank for Foreign Trade of Vietnam, reference TSTT-000123$/,
    });
    expect(code).toHaveAttribute("data-testid", "buy-payment-qr");
    expect(code).toHaveAttribute("src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`);
  });

  it("shows the API's message about the amount under the amount, and no other alert", async () => {
    const { user, amount, submit } = renderBuy({
      answer: refused(422, "VALIDATION_FAILED", "Dữ liệu không hợp lệ", [{ path: "giatri", message: "Số tiền tối thiểu là 100.000 ₫" }]),
    });
    await user.click(amount);
    await user.paste("5000");
    await user.click(submit);
    expect(await screen.findByText("Số tiền tối thiểu là 100.000 ₫")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists the missing identity details of a KYC refusal (422) in the page's language, with the way to the profile", async () => {
    const missing = [
      { path: "cmt", message: "required" },
      { path: "tknh", message: "required" },
    ];
    const { user, amount, submit, t } = renderBuy({ locale: "en", answer: refused(422, "UNPROCESSABLE", "Complete your profile", missing) });
    await user.click(amount);
    await user.paste("10000000");
    await user.click(submit);
    const gate = await screen.findByTestId("funds-kyc-missing");
    expect(
      within(gate)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([t("profile.fields.cmt"), t("profile.fields.tknh")]);
    expect(within(gate).getByRole("link", { name: t("funds.kyc.link") })).toBeInTheDocument();
  });

  it.each([
    [
      "funds not open (409 on the fund rules)",
      refused(409, "CONFLICT", "Quỹ chưa mở bán.", [{ path: "fund_rules.cutoff", message: "missing" }]),
      "Quỹ chưa mở bán.",
    ],
    [
      "too many requests (429)",
      refused(429, "RATE_LIMITED", "Bạn thao tác quá nhanh, hãy thử lại sau 1 phút."),
      "Bạn thao tác quá nhanh, hãy thử lại sau 1 phút.",
    ],
    ["a server fault (500)", refused(500, "INTERNAL", "Đã có lỗi, vui lòng thử lại."), "Đã có lỗi, vui lòng thử lại."],
  ])("shows the API's refusal no field owns as an alert: %s", async (_, answer, message) => {
    const { user, amount, submit } = renderBuy({ answer });
    await user.click(amount);
    await user.paste("10000000");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(amount).not.toHaveAttribute("aria-invalid", "true");
  });

  it("holds a second click while the order is being placed: one request", async () => {
    const answer = held<Answer>();
    const { user, amount, submit, api } = renderBuy({ answer: () => answer.promise });
    await user.click(amount);
    await user.paste("10000000");
    await user.click(submit);
    await user.click(submit);
    await user.type(amount, "{Enter}");
    expect(submit).toBeDisabled();
    answer.release(ok({ order: order(), replayed: false }, "Đã đặt lệnh."));
    expect(await screen.findByRole("status")).toHaveTextContent("Đã đặt lệnh.");
    expect(api.sent("POST /order")).toHaveLength(1);
  });
});
