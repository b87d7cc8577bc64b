import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { idParams } from "./path-params.ts";
import { adminUser, createUserInput, passwordResetResult, resetPasswordInput, updateUserInput, userDeleted, usersList, usersListQuery } from "./users.ts";

const common = { tag: "Users", access: ["administrator"] } as const;

export const getUsers = defineOperation({
  ...common,
  method: "get",
  paths: ["/users"],
  summary:
    "Accounts that are not deleted, newest first: filter by type (all or a role), search by part of the full name (case-insensitive, diacritics as typed); paged.",
  query: usersListQuery,
  response: usersList,
});

export const postUsers = defineOperation({
  ...common,
  method: "post",
  paths: ["/users"],
  summary: "Create an account of any role (judges included), already activated.",
  body: createUserInput,
  response: successBody(adminUser),
  status: 201,
  errors: ["CONFLICT"],
});

export const getUsersId = defineOperation({
  ...common,
  method: "get",
  paths: ["/users/:id"],
  summary: "One account that is not deleted.",
  params: idParams,
  response: successBody(adminUser),
  errors: ["NOT_FOUND"],
});

export const putUsersId = defineOperation({
  ...common,
  method: "put",
  paths: ["/users/:id"],
  summary:
    "Edit an account: fields left out stay, an empty optional field is cleared. A role change signs the person out everywhere; nobody removes their own administrator role and the last administrator stays one.",
  body: updateUserInput,
  params: idParams,
  response: successBody(adminUser),
  errors: ["NOT_FOUND", "CONFLICT", "UNPROCESSABLE"],
});

export const deleteUsersId = defineOperation({
  ...common,
  method: "delete",
  paths: ["/users/:id"],
  summary:
    "Soft delete: the account can no longer sign in and its sessions end; the record and its audit trail stay. There is no hard delete (people with an entry or orders must stay traceable). Nobody deletes themselves or the last administrator.",
  params: idParams,
  response: successBody(userDeleted),
  errors: ["NOT_FOUND", "UNPROCESSABLE"],
});

export const postUsersIdResetPassword = defineOperation({
  ...common,
  method: "post",
  paths: ["/users/:id/reset-password"],
  summary: "Set a new password, or leave it out to get a generated one (returned once). Signs the person out everywhere and tells them by e-mail.",
  body: resetPasswordInput,
  params: idParams,
  response: successBody(passwordResetResult),
  errors: ["NOT_FOUND"],
});
