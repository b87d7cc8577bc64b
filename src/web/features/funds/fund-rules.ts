/**
 * The fund rules page's forms as the API reads them (`PUT /funds/settings`, `POST /funds/holidays`), shared by the
 * browser's check before sending and the page's action, so both read the same fields the same way.
 */

/** An empty field is left out, so the schema's own "required" message shows rather than a silent 0. */
const field = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? undefined : value;
};

/** Whole đồng as typed in either language ("1.000.000", "1,000,000"): the digits. */
const wholeVnd = (value: string | undefined) => (value === undefined ? undefined : /^[\d.,\s]+$/.test(value) ? value.replace(/\D/g, "") : value);

/** The sell-fee steps' fields are `sell_fee_schedule.<row>.min_days` and `.bps`, rows in the order shown. */
export function settingsBody(form: FormData) {
  const rows = [...new Set([...form.keys()].map((name) => /^sell_fee_schedule\.(\d+)\./.exec(name)?.[1]).filter((row) => row !== undefined))];
  return {
    buy_fee_bps: field(form, "buy_fee_bps"),
    sell_fee_schedule: rows.map((row) => ({ min_days: field(form, `sell_fee_schedule.${row}.min_days`), bps: field(form, `sell_fee_schedule.${row}.bps`) })),
    cutoff: field(form, "cutoff"),
    min_buy_vnd: wholeVnd(field(form, "min_buy_vnd")),
    bank_bin: field(form, "bank_bin") ?? "",
    bank_account: field(form, "bank_account") ?? "",
    bank_holder: field(form, "bank_holder") ?? "",
    bank_branch: field(form, "bank_branch") ?? "",
  };
}

/** A holiday: a day, or a run of days when `to` is filled in, and its name. */
export function holidayBody(form: FormData) {
  const to = field(form, "to");
  return { from: field(form, "from"), ...(to ? { to } : {}), name: field(form, "name") };
}
