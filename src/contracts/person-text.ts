import { z } from "./zod.ts";

/**
 * Text people type and other people read (names, addresses, reasons, titles, messages): trimmed, normalised to NFC
 * (one spelling of "Nguyễn" however the keyboard composed it), and refused when it hides something from its reader:
 * control characters other than tab and line breaks, the bidirectional overrides and isolates that make text read
 * differently from how it is stored (U+202A–U+202E, U+2066–U+2069), or nothing but invisible characters.
 */

/** C0 and C1 controls except tab, line feed and carriage return; DEL; bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** Characters that show nothing: spaces, zero-width characters, joiners, soft hyphen, byte order mark. */
const INVISIBLE = /^[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]*$/u;

/** The first problem of a text, as a catalogue key (`validation.text.*`), or undefined when it is clean. */
export function hiddenTextProblem(text: string): "validation.text.hidden" | "validation.text.invisible" | undefined {
  if (HIDDEN.test(text)) return "validation.text.hidden";
  if (text !== "" && INVISIBLE.test(text)) return "validation.text.invisible";
  return undefined;
}

/**
 * A person-facing text field: `personText("validation.required.full_name").min(1, …).max(120, …)`. `error` is the
 * message when the value is not a string at all.
 */
export const personText = (error: string = "validation.invalidValue") =>
  z
    .string({ error })
    .normalize("NFC")
    .trim()
    .check((ctx) => {
      const problem = hiddenTextProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    });
