import { z } from "zod";
import type { AppContext } from "./api.ts";
import { ApiError } from "./errors.ts";

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** A numeric id from the path (`/settings/:id`); anything else is a 404, like an id that does not exist. */
export function pathId(c: AppContext, name = "id"): number {
  const id = idParam.safeParse(c.req.param(name));
  if (!id.success) throw new ApiError("NOT_FOUND");
  return id.data;
}
