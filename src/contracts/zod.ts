import { z } from "zod";

/**
 * The catalogue key for an issue that a schema did not word itself. Every message a schema produces is a key
 * of the shared catalogue (src/contracts/i18n), so zod's own English text ("Invalid input: expected number,
 * received NaN") can never reach a person: a form field that is not a number reads "Please enter a number."
 */
function catalogueKeyOf(issue: { code: string; expected?: unknown; origin?: unknown }): string {
  if (issue.code === "invalid_type" && (issue.expected === "number" || issue.expected === "int")) return "validation.number";
  if ((issue.code === "too_small" || issue.code === "too_big") && issue.origin === "number") return "validation.numberRange";
  if (issue.code === "too_big" && issue.origin === "string") return "validation.textTooLong";
  return "validation.invalidValue";
}

// Schemas are built in the browser too, under a Content-Security-Policy without eval: zod must not even probe for it.
// Every schema imports z from here so this runs before the first schema exists.
z.config({ jitless: true, customError: catalogueKeyOf });

export { z };
