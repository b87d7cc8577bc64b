import type { FormAnswer } from "#web/lib/forms.ts";

/** What the users list's action answers to its dialogs (delete an account, reset a password). */
export type UserActionResult = FormAnswer & { intent: "delete" | "reset"; generatedPassword?: string };
