/** What the users list's action answers to its dialogs (delete an account, reset a password). */
export type UserActionResult =
  | { intent: "delete" | "reset"; ok: true; message: string; generatedPassword?: string }
  | { intent: "delete" | "reset"; ok: false; message: string; fieldErrors: Record<string, string> };
