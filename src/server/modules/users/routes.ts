import { z } from "zod";
import { successBody } from "#contracts/envelope.ts";
import { adminUser, createUserInput, passwordResetResult, resetPasswordInput, updateUserInput, userDeleted, usersList, usersListQuery } from "#contracts/users.ts";
import type { ApiRouter, AppContext } from "#server/http/api.ts";
import { ApiError } from "#server/http/errors.ts";
import { createUser, deleteUser, editUser, getUser, listUsers, resetUserPassword } from "./service.ts";

const administrators = ["administrator"] as const;
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

function userId(c: AppContext): number {
  const id = idParam.safeParse(c.req.param("id"));
  if (!id.success) throw new ApiError("NOT_FOUND");
  return id.data;
}

/** Administrators' user management (spec section 7 "Users"). */
export function usersRoutes(api: ApiRouter) {
  api.route(
    {
      method: "get",
      paths: ["/users"],
      tag: "Users",
      summary: "Accounts that are not deleted, newest first: filter by type (all or a role), search by part of the full name (case-insensitive, diacritics as typed); paged.",
      access: administrators,
      query: usersListQuery,
      response: usersList,
    },
    async ({ query, c }) => c.json(await listUsers(c.var.deps, query)),
  );
  api.route(
    {
      method: "post",
      paths: ["/users"],
      tag: "Users",
      summary: "Create an account of any role (judges included), already activated.",
      access: administrators,
      body: createUserInput,
      response: successBody(adminUser),
      status: 201,
      errors: ["CONFLICT"],
    },
    async ({ body, user, c }) => ({ data: await createUser(c.var.deps, user, body), messageKey: "users.created" }),
  );
  api.route(
    { method: "get", paths: ["/users/:id"], tag: "Users", summary: "One account that is not deleted.", access: administrators, response: successBody(adminUser), errors: ["NOT_FOUND"] },
    async ({ c }) => ({ data: await getUser(c.var.deps, userId(c)) }),
  );
  api.route(
    {
      method: "put",
      paths: ["/users/:id"],
      tag: "Users",
      summary:
        "Edit an account: fields left out stay, an empty optional field is cleared. A role change signs the person out everywhere; nobody removes their own administrator role and the last administrator stays one.",
      access: administrators,
      body: updateUserInput,
      response: successBody(adminUser),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ body, user, c }) => ({ data: await editUser(c.var.deps, user, userId(c), body), messageKey: "users.updated" }),
  );
  api.route(
    {
      method: "delete",
      paths: ["/users/:id"],
      tag: "Users",
      summary:
        "Soft delete: the account can no longer sign in and its sessions end; the record and its audit trail stay. There is no hard delete (people with an entry or orders must stay traceable). Nobody deletes themselves or the last administrator.",
      access: administrators,
      response: successBody(userDeleted),
      errors: ["NOT_FOUND", "UNPROCESSABLE"],
    },
    async ({ user, c }) => ({ data: await deleteUser(c.var.deps, user, userId(c)), messageKey: "users.deleted" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/users/:id/reset-password"],
      tag: "Users",
      summary: "Set a new password, or leave it out to get a generated one (returned once). Signs the person out everywhere and tells them by e-mail.",
      access: administrators,
      body: resetPasswordInput,
      response: successBody(passwordResetResult),
      errors: ["NOT_FOUND"],
    },
    async ({ body, user, c }) => ({ data: await resetUserPassword(c.var.deps, user, userId(c), body), messageKey: "users.passwordReset" }),
  );
}
