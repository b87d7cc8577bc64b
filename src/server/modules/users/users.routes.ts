import { deleteUsersId, getUsers, getUsersId, postUsers, postUsersIdResetPassword, putUsersId } from "#contracts/users.operations.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { createUser, deleteUser, editUser, getUser, listUsers, resetUserPassword } from "./users.service.ts";

/** Administrators' user management (spec section 7 "Users"). */
export function usersRoutes(api: ApiRouter) {
  api.handle(getUsers, async ({ query, c }) => listUsers(c.var.deps, query));
  api.handle(postUsers, async ({ body, user, c }) => ({ data: await createUser(c.var.deps, user, body), messageKey: "users.created" }));
  api.handle(getUsersId, async ({ params, c }) => ({ data: await getUser(c.var.deps, params.id) }));
  api.handle(putUsersId, async ({ params, body, user, c }) => ({ data: await editUser(c.var.deps, user, params.id, body), messageKey: "users.updated" }));
  api.handle(deleteUsersId, async ({ params, user, c }) => ({ data: await deleteUser(c.var.deps, user, params.id), messageKey: "users.deleted" }));
  api.handle(postUsersIdResetPassword, async ({ params, body, user, c }) => ({
    data: await resetUserPassword(c.var.deps, user, params.id, body),
    messageKey: "users.passwordReset",
  }));
}
