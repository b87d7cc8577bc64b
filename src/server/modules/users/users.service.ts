import { randomBytes } from "node:crypto";
import type { Updateable } from "kysely";
import { passwordLooksLikeEmail } from "#contracts/account.ts";
import type { AdminUser, CreateUserInput, PasswordResetResult, ResetPasswordInput, UpdateUserInput, UsersList, UsersListQuery } from "#contracts/users.ts";
import { isUniqueViolation, uniqueViolationColumns } from "#server/db/dialect.ts";
import type { UsersTable } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { AuthUser } from "#server/http/auth.ts";
import { ApiError, type ErrorDetail } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { queueEmail, revokeUserSessions } from "#server/modules/identity/index.ts";
import { findLiveUser, insertUser, listLiveUsers, lockAdministrators, updateUser, type UserRow } from "./users.repo.ts";

type Actor = Pick<AuthUser, "id" | "sessionId">;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    phone_number: row.phone_number,
    cmt: row.id_number,
    birth_date: row.birth_date,
    nation: row.nation,
    person_type: row.person_type,
    activated: row.activated_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listUsers(deps: Deps, query: UsersListQuery): Promise<UsersList> {
  const name = query.full_name?.trim();
  const { rows, total } = await listLiveUsers(deps.db, {
    ...(query.type === "all" ? {} : { role: query.type }),
    ...(name ? { name } : {}),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: rows.map(toAdminUser), current_page: query.page, total, per_page: query.per_page };
}

export async function getUser(deps: Deps, id: number): Promise<AdminUser> {
  const row = await findLiveUser(deps.db, id);
  if (!row) throw new ApiError("NOT_FOUND");
  return toAdminUser(row);
}

/** Accounts created by an administrator are activated: the administrator vouches for the address. */
export async function createUser(deps: Deps, actor: Actor, input: CreateUserInput): Promise<AdminUser> {
  const { db, clock } = deps;
  const passwordHash = await deps.passwords.hash(input.password);
  const now = clock.now().toISOString();
  return conflictsAs409(() =>
    db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, {
        email: input.email,
        password_hash: passwordHash,
        full_name: input.full_name,
        role: input.role,
        phone_number: input.phone_number ?? null,
        id_number: input.cmt ?? null,
        birth_date: input.birth_date ?? null,
        nation: input.nation ?? null,
        person_type: input.person_type ?? null,
        activated_at: now,
        created_at: now,
        updated_at: now,
      });
      const created = toAdminUser(row);
      await recordAudit(trx, clock, { actorId: actor.id, action: "user.create", subject: `user:${row.id}`, after: created });
      return created;
    }),
  );
}

/** Edits what an administrator may edit; a role change signs the person out everywhere. */
export async function editUser(deps: Deps, actor: Actor, id: number, input: UpdateUserInput): Promise<AdminUser> {
  const { db, clock } = deps;
  return conflictsAs409(() =>
    db.transaction().execute(async (trx) => {
      const administrators = await lockAdministrators(trx, deps.database.dialect);
      const before = await findLiveUser(trx, id);
      if (!before) throw new ApiError("NOT_FOUND");
      const wanted: Updateable<UsersTable> = {
        ...(input.full_name === undefined ? {} : { full_name: input.full_name }),
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(input.role === undefined ? {} : { role: input.role }),
        ...(input.phone_number === undefined ? {} : { phone_number: input.phone_number }),
        ...(input.cmt === undefined ? {} : { id_number: input.cmt }),
        ...(input.birth_date === undefined ? {} : { birth_date: input.birth_date }),
        ...(input.nation === undefined ? {} : { nation: input.nation }),
        ...(input.person_type === undefined ? {} : { person_type: input.person_type }),
      };
      const changes = Object.fromEntries(
        Object.entries(wanted).filter(([column, value]) => before[column as keyof UserRow] !== value),
      ) as Updateable<UsersTable>;
      if (Object.keys(changes).length === 0) return toAdminUser(before);
      const roleChanged = changes.role !== undefined;
      if (roleChanged && before.role === "administrator") keepAnAdministrator(actor, before.id, administrators, "users.selfDemotion");
      const row = await updateUser(trx, id, { ...changes, updated_at: clock.now().toISOString() });
      if (roleChanged) await revokeUserSessions(trx, deps, id);
      const after = toAdminUser(row);
      await recordAudit(trx, clock, {
        actorId: actor.id,
        action: roleChanged ? "user.role_change" : "user.update",
        subject: `user:${id}`,
        before: toAdminUser(before),
        after,
      });
      return after;
    }),
  );
}

/**
 * Soft delete: the account can no longer sign in and its sessions end, but the row stays, so entries, orders and
 * the audit trail keep pointing at a real person. There is no hard delete.
 */
export async function deleteUser(deps: Deps, actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
  const { db, clock } = deps;
  return db.transaction().execute(async (trx) => {
    const administrators = await lockAdministrators(trx, deps.database.dialect);
    const before = await findLiveUser(trx, id);
    if (!before) throw new ApiError("NOT_FOUND");
    if (before.id === actor.id) throw new ApiError("UNPROCESSABLE", { messageKey: "users.selfDelete" });
    if (before.role === "administrator") keepAnAdministrator(actor, before.id, administrators, "users.selfDelete");
    const now = clock.now().toISOString();
    await updateUser(trx, id, { deleted_at: now, updated_at: now });
    await revokeUserSessions(trx, deps, id);
    await recordAudit(trx, clock, { actorId: actor.id, action: "user.delete", subject: `user:${id}`, before: toAdminUser(before), after: { deleted_at: now } });
    return { id, deleted: true as const };
  });
}

/**
 * Sets a new password (the administrator's, or a generated one returned once) and signs
 * the person out everywhere (except the administrator's own current session when they reset their own).
 */
export async function resetUserPassword(deps: Deps, actor: Actor, id: number, input: ResetPasswordInput): Promise<PasswordResetResult> {
  const { db, clock } = deps;
  const target = await findLiveUser(db, id);
  if (!target) throw new ApiError("NOT_FOUND");
  const generated = input.password === undefined ? generatePassword() : undefined;
  const password = input.password ?? generated ?? "";
  const refuseEmailLike = (email: string) => {
    if (passwordLooksLikeEmail(password, email)) {
      throw new ApiError("VALIDATION_FAILED", { details: [{ path: "password", messageKey: "validation.password.sameAsEmail" }] });
    }
  };
  refuseEmailLike(target.email);
  const passwordHash = await deps.passwords.hash(password);
  return db.transaction().execute(async (trx) => {
    const current = await findLiveUser(trx, id);
    if (!current) throw new ApiError("NOT_FOUND");
    refuseEmailLike(current.email);
    const now = clock.now().toISOString();
    await updateUser(trx, id, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, deps, id, id === actor.id ? actor.sessionId : undefined);
    await queueEmail(trx, deps, current.email, "vi", "passwordChanged", { name: current.full_name });
    await recordAudit(trx, clock, { actorId: actor.id, action: "user.password_reset", subject: `user:${id}`, after: { generated: generated !== undefined } });
    return { id, ...(generated ? { generated_password: generated } : {}) };
  });
}

/**
 * The rules that keep the site administrable, checked on rows locked by lockAdministrators so two concurrent
 * demotions cannot both pass: nobody removes their own administrator role, the last administrator stays, and an
 * actor who lost the role meanwhile is refused.
 */
function keepAnAdministrator(actor: Actor, targetId: number, administrators: number[], selfKey: string) {
  if (targetId === actor.id) throw new ApiError("UNPROCESSABLE", { messageKey: selfKey });
  if (!administrators.some((id) => id !== targetId)) throw new ApiError("UNPROCESSABLE", { messageKey: "users.lastAdministrator" });
  if (!administrators.includes(actor.id)) throw new ApiError("FORBIDDEN");
}

/** 16 characters from 96 random bits. */
const generatePassword = () => randomBytes(12).toString("base64url");

const fieldOfColumn: Record<string, string> = { email: "email", phone_number: "phone_number", id_number: "cmt" };

/** A unique index said no (also when two requests race): 409 naming the field, and nothing about the other account. */
async function conflictsAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const details: ErrorDetail[] = uniqueViolationColumns(error).flatMap((column) => {
      const field = fieldOfColumn[column];
      return field ? [{ path: field, messageKey: `users.taken.${field}` }] : [];
    });
    throw new ApiError("CONFLICT", { messageKey: "users.duplicate", ...(details.length ? { details } : {}) });
  }
}
