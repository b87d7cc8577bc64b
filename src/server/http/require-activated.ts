import type { AuthUser } from "./auth.ts";
import { ApiError } from "./errors.ts";

/**
 * For actions an account must be activated for (submitting an entry, joining the lucky draw, placing orders):
 * a signed-in but not yet activated account is refused with 403 and told why.
 */
export function requireActivated(user: Pick<AuthUser, "activated">): void {
  if (!user.activated) throw new ApiError("FORBIDDEN", { messageKey: "errors.notActivated" });
}
