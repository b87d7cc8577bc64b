import { MAX_AMOUNT_VND, parseHundredths } from "#domain/fund-money.ts";
import { z } from "./zod.ts";

/**
 * The two ways money and units travel in a request body, used by every such field (issue 26: `[100000000]`,
 * `"1e9"` and `true` were read as amounts). The OpenAPI document marks them with `x-amount` ("vnd" or "hundredths"),
 * which the fuzz test reads to send them loose values.
 */

/** Digits only: no sign, exponent, decimal point, spaces or other scripts' digits. */
const DIGITS = /^\d{1,16}$/;
/** A decimal with at most two places, e.g. "12.34", "990", "0.50". */
const TWO_PLACES = /^\d{1,16}(\.\d{1,2})?$/;

/**
 * Whole đồng: a JSON integer, or a string of digits (what the web forms send, "1000000"). Arrays, booleans,
 * fractions and exponents are refused with `messageKey`.
 */
export const vndAmount = (messageKey: string, range: { min?: number; max?: number } = {}) => {
  const { min = 1, max = MAX_AMOUNT_VND } = range;
  return z
    .union([z.int(messageKey), z.string(messageKey).regex(DIGITS, messageKey)], { error: messageKey })
    .transform(Number)
    .pipe(z.number().min(min, messageKey).max(max, messageKey))
    .meta({ "x-amount": "vnd", description: `Whole VND (${min} to ${max}): a JSON integer, or a string of digits.` });
};

/**
 * A positive amount with at most two decimals (fund units, NAV per unit), to hundredths: text like "12.34" (the
 * contract's form: never a binary fraction), or a JSON integer for a whole amount.
 */
export const hundredthsAmount = (messageKey: string, maxHundredths: number) =>
  z
    .union([z.int(messageKey), z.string(messageKey).regex(TWO_PLACES, messageKey)], { error: messageKey })
    .transform((value, ctx) => {
      const parsed = parseHundredths(String(value));
      if (parsed === undefined || parsed <= 0 || parsed > maxHundredths) {
        ctx.addIssue({ code: "custom", message: messageKey });
        return z.NEVER;
      }
      return parsed;
    })
    .meta({ "x-amount": "hundredths", description: 'A positive decimal with at most two places, as text ("12.34"), or a JSON integer.' });
