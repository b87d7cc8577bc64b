import type { Profile } from "#contracts/identity.ts";
import { missingKycFields, profileFieldNames, type ProfileField } from "#contracts/profile.ts";
import type { UserRow } from "./accounts.repo.ts";

/** The profile fields kept under another column's name: the spec's `cmt` is the ID number. */
const renamed = { cmt: "id_number" } as const;
type ColumnOf<F extends ProfileField> = F extends keyof typeof renamed ? (typeof renamed)[F] : F;

/**
 * Each profile field's column: its own name unless renamed above. A field added to the profile without a column of
 * its name (or a rename) fails the typecheck here.
 */
export const columnOf = Object.fromEntries(profileFieldNames.map((field) => [field, field in renamed ? renamed[field as keyof typeof renamed] : field])) as {
  [F in ProfileField]: ColumnOf<F>;
} satisfies Record<ProfileField, keyof UserRow>;

/** The answer about a person: every profile field from its column, and what the account itself says. */
export function toProfile(row: UserRow): Profile {
  const fields = Object.fromEntries(profileFieldNames.map((field) => [field, row[columnOf[field]]])) as { [F in ProfileField]: UserRow[ColumnOf<F>] };
  return {
    id: row.id,
    ...fields,
    role: row.role,
    activated: row.activated_at !== null,
    kyc_complete: missingKycFields(fields).length === 0,
    created_at: row.created_at,
  };
}
