/**
 * The identity module's public surface: the other modules import it only from here (docs/architecture.md, "Module
 * boundaries"). Add what another module needs; keep the rest inside.
 */
export { profileOf, usersByRole } from "./signin.service.ts";
export { createSession, revokeUserSessions } from "./sessions.ts";
export { queueEmail, webLink } from "./messages.ts";
export { digest, newCode } from "./secrets.ts";
export { hashPassword } from "./passwords.ts";
export type { IdentityHooks } from "./hooks.ts";
