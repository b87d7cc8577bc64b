/**
 * The sign-up form's choices, without zod: the public registration page renders them before its schema loads
 * (docs/performance.md, "Bundles"). account.ts and registration.ts re-export them beside their schemas.
 */

/** Roles a person may choose for themselves; every other role is given by an administrator. */
export const selfServiceRoles = ["candidate", "investor"] as const;

export const personTypes = ["person", "organisation"] as const;
