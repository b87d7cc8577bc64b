import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locale.ts";
import { action } from "#web/routes/user/funds.tsx";
import { investorRules, lot, navOf, order, TUESDAY_10_00 } from "#web/testing/funds-fixtures.ts";
import { fakeApi, held, ok, refused, renderPage, rowsOf, type Answer } from "#web/testing/render.tsx";
import { ConfirmSale, SellForm } from "./SellForm.tsx";

const page = "/user/dau-tu-tang-truong";

function renderSell({
  locale = "vi",
  awaitingCode = [],
  answer,
}: { locale?: Locale; awaitingCode?: number[]; answer?: Answer | (() => Promise<Answer>) } = {}) {
  const api = fakeApi();
  if (answer) api.on("POST /order", answer);
  const lots = [lot(11, "250.00"), lot(12, "0.00")];
  const view = renderPage(
    <SellForm lots={lots} rules={investorRules()} now={TUESDAY_10_00} latestNav={navOf("12345.67")} idempotencyKey="key-2" awaitingCode={awaitingCode} />,
    { locale, path: page, action, api },
  );
  const units = screen.getByRole("textbox", { name: view.t("funds.sell.units") });
  const submit = screen.getByRole("button", { name: view.t("funds.sell.submit") });
  return { ...view, units, submit };
}

describe("SellForm estimate", () => {
  // 100.50 units at 12 345.67: 1 240 739.835 → 1 240 739 VND; held 01/06 → 02/12/2026 = 184 days, under a year: 1.00%,
  // 12 407.39 → 12 407; 1 228 332 to receive.
  it("shows the value, the holding-period fee and the amount received in Vietnamese", async () => {
    const { user, units } = renderSell();
    await user.type(units, "100,5");
    expect(rowsOf(screen.getByTestId("sell-estimate"))).toEqual([
      ["Giá trị ước tính theo NAV mới nhất", "1.240.739 ₫"],
      ["Phí bán (1,00%, nắm giữ 184 ngày)", "12.407 ₫"],
      ["Số tiền ước tính nhận về", "1.228.332 ₫"],
    ]);
    expect(screen.getByTestId("sell-estimate-rule")).toHaveTextContent("NAV ngày thứ Tư 02/12/2026, và số tiền bạn nhận được biết sau ngày đó.");
  });

  it("reads the units the English way and shows the same estimate in English", async () => {
    const { user, units } = renderSell({ locale: "en" });
    await user.type(units, "100.5");
    expect(rowsOf(screen.getByTestId("sell-estimate"))).toEqual([
      ["Estimated value at the latest NAV", "VND 1,240,739"],
      ["Sell fee (1.00%, held 184 days)", "VND 12,407"],
      ["Estimated amount you receive", "VND 1,228,332"],
    ]);
  });

  it("offers only the lots with units left, with their units in the page's language", () => {
    renderSell();
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["TSTT-000011 · TSTT · còn 250,00 CCQ (NAV ngày 01/06/2026)"]);
  });

  it.each([
    ["vi", "12,345", "Nhập số chứng chỉ quỹ, tối đa hai chữ số thập phân."],
    ["en", "12.345", "Enter a number of units with at most two decimals."],
  ] as const)("in %s, says units with three decimals are not valid, with no estimate", async (locale, typed, message) => {
    const { user, units } = renderSell({ locale });
    await user.type(units, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(units).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("sell-estimate")).not.toBeInTheDocument();
  });

  it("says so when there is nothing to sell", () => {
    const { t } = renderPage(
      <SellForm lots={[lot(12, "0.00")]} rules={investorRules()} now={TUESDAY_10_00} latestNav={navOf("12345.67")} idempotencyKey="k" awaitingCode={[]} />,
    );
    expect(screen.getByText(t("funds.sell.noLots"))).toBeInTheDocument();
  });
});

describe("SellForm and the API's answers", () => {
  it("sends the units as two decimals and shows the API's field messages under the lot and the units", async () => {
    const details = [
      { path: "soluongban", message: "Bạn chỉ còn 250,00 CCQ trong lô này." },
      { path: "order_id", message: "Lô này đang có lệnh bán chờ duyệt." },
    ];
    const { user, units, submit, api } = renderSell({ answer: refused(422, "VALIDATION_FAILED", "Dữ liệu không hợp lệ", details) });
    await user.type(units, "1.000,5");
    await user.click(submit);
    expect(await screen.findByText("Bạn chỉ còn 250,00 CCQ trong lô này.")).toBeInTheDocument();
    expect(screen.getByText("Lô này đang có lệnh bán chờ duyệt.")).toBeInTheDocument();
    expect(api.sent("POST /order")).toMatchObject([
      { headers: { "idempotency-key": "key-2" }, body: { type: "sell", loai: "0", order_id: "11", soluongban: "1000.5" } },
    ]);
  });

  it("shows the API's note while the sale waits for its code", async () => {
    const placed = {
      order: order({ id: 99, type: "sell", tinhtrang: 0, soluongban: "10.00" }),
      confirmation: { channels: ["sms", "email"], expires_at: "2026-12-01T03:10:00.000Z" },
      replayed: false,
    };
    const { user, units, submit } = renderSell({ locale: "en", awaitingCode: [99], answer: ok(placed, "Enter the code we sent you.") });
    await user.type(units, "10");
    await user.click(submit);
    expect(await screen.findByRole("status")).toHaveTextContent("Enter the code we sent you.");
  });

  it("holds a second click while the sale is being placed: one request", async () => {
    const answer = held<Answer>();
    const { user, units, submit, api } = renderSell({ answer: () => answer.promise });
    await user.type(units, "10");
    await user.click(submit);
    await user.click(submit);
    expect(submit).toBeDisabled();
    answer.release(refused(409, "CONFLICT", "Lệnh đã được đặt."));
    expect(await screen.findByRole("alert")).toHaveTextContent("Lệnh đã được đặt.");
    expect(api.sent("POST /order")).toHaveLength(1);
  });
});

describe("ConfirmSale", () => {
  const sale = order({ id: 99, reference: "TSTT-000099", type: "sell", tinhtrang: 0, soluongban: "1234.50", date_create: "2026-12-01T03:00:00.000Z" });

  it("names the sale in the page's language and shows a wrong code's message under the code", async () => {
    const api = fakeApi().on("PUT /order/99", refused(422, "VALIDATION_FAILED", "Invalid data", [{ path: "code", message: "The code is wrong." }]));
    const { user, t } = renderPage(<ConfirmSale order={sale} />, { locale: "en", path: page, action, api });
    expect(screen.getByText(/^Sell order TSTT-000099 \(1,234\.50 units, placed 01\/12\/2026.* 10:00\) is waiting/)).toBeInTheDocument();
    const code = screen.getByRole("textbox", { name: t("funds.sell.code") });
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: t("funds.sell.confirm") }));
    expect(await screen.findByText("The code is wrong.")).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("PUT /order/99")).toMatchObject([{ body: { code: "123456" } }]);
  });

  it("refuses an empty code in the browser with the code's own message, sending nothing", async () => {
    const api = fakeApi();
    const { user, t } = renderPage(<ConfirmSale order={sale} />, { locale: "en", path: page, action, api });
    await user.click(screen.getByRole("button", { name: t("funds.sell.confirm") }));
    expect(screen.getByRole("textbox", { name: t("funds.sell.code") })).toHaveAccessibleDescription(t("funds.validation.code", { ns: "shared" }));
    expect(api.sent("PUT /order/99")).toHaveLength(0);
  });

  it("shows an expired sale's refusal (no field named) under the code too", async () => {
    const api = fakeApi().on("PUT /order/99", refused(409, "CONFLICT", "Mã đã hết hạn, hãy đặt lại lệnh bán."));
    const { user, t } = renderPage(<ConfirmSale order={sale} />, { path: page, action, api });
    await user.type(screen.getByRole("textbox", { name: t("funds.sell.code") }), "123456");
    await user.click(screen.getByRole("button", { name: t("funds.sell.confirm") }));
    expect(await screen.findByText("Mã đã hết hạn, hãy đặt lại lệnh bán.")).toBeInTheDocument();
  });
});
