import { z } from "./zod.ts";

const invalidId = "validation.invalid.id";

/** A record's id in a path (`/users/:id`): a positive whole number that fits the databases' integer column. */
export const pathId = z.coerce.number({ error: invalidId }).int(invalidId).positive(invalidId).max(2_147_483_647, invalidId);

/** The `params` of an operation whose path names one record by `:id`. */
export const idParams = z.object({ id: pathId });
