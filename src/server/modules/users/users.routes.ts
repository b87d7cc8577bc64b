import { successBody } from "#contracts/envelope.ts";
import { adminUser, createUserInput, passwordResetResult, resetPasswordInput, updateUserInput, userDeleted, usersList, usersListQuery } from "#contracts/users.ts";
import { idParams } from "#contracts/path-params.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { createUser, deleteUser, editUser, getUser, listUsers, resetUserPassword } from "./users.service.ts";

const administrators = ["administrator"] as const;

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
    async ({ query, c }) => listUsers(c.var.deps, query),
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
    { method: "get", paths: ["/users/:id"], tag: "Users", summary: "One account that is not deleted.", access: administrators, params: idParams, response: successBody(adminUser), errors: ["NOT_FOUND"] },
    async ({ params, c }) => ({ data: await getUser(c.var.deps, params.id) }),
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
      params: idParams,
      response: successBody(adminUser),
      errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
    },
    async ({ params, body, user, c }) => ({ data: await editUser(c.var.deps, user, params.id, body), messageKey: "users.updated" }),
  );
  api.route(
    {
      method: "delete",
      paths: ["/users/:id"],
      tag: "Users",
      summary:
        "Soft delete: the account can no longer sign in and its sessions end; the record and its audit trail stay. There is no hard delete (people with an entry or orders must stay traceable). Nobody deletes themselves or the last administrator.",
      access: administrators,
      params: idParams,
      response: successBody(userDeleted),
      errors: ["NOT_FOUND", "UNPROCESSABLE"],
    },
    async ({ params, user, c }) => ({ data: await deleteUser(c.var.deps, user, params.id), messageKey: "users.deleted" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/users/:id/reset-password"],
      tag: "Users",
      summary: "Set a new password, or leave it out to get a generated one (returned once). Signs the person out everywhere and tells them by e-mail.",
      access: administrators,
      body: resetPasswordInput,
      params: idParams,
      response: successBody(passwordResetResult),
      errors: ["NOT_FOUND"],
    },
    async ({ params, body, user, c }) => ({ data: await resetUserPassword(c.var.deps, user, params.id, body), messageKey: "users.passwordReset" }),
  );
}
