import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles, type Role } from "#contracts/identity.ts";
import { hashPassword } from "#server/modules/identity/passwords.ts";
import { createSession } from "#server/modules/identity/sessions.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

type Caller = "anonymous" | Role;
const callers: Caller[] = ["anonymous", "candidate", "investor", "judge", "administrator"];

interface DocumentedOperation {
  method: string;
  path: string;
  /** undefined = public. */
  allowed: Role[] | undefined;
  /** Query strings with which anyone may call a restricted operation ("Roles: …. Public with chart=1, or is_admin=0."). */
  publicWith: string[];
}

/** Every operation the app registered, read from its own OpenAPI document, so a new endpoint is covered the day it lands. */
function operationsOf(document: { paths: Record<string, Record<string, { description?: string }>> }): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const description = op.description ?? "";
      const listed = /^Roles: ([^.]+)\.(?: Public with (.+)\.)?$/.exec(description);
      if (!listed && description !== "Public.") throw new Error(`${method.toUpperCase()} ${path} says neither "Roles: ..." nor "Public."`);
      return {
        method,
        path,
        allowed: listed ? (listed[1]!.split(",").map((r) => r.trim()) as Role[]) : undefined,
        publicWith: listed?.[2]?.split(", or ") ?? [],
      };
    }),
  );
}

describe("role matrix: every operation, every kind of caller", () => {
  let t: TestApp;
  const userOf = {} as Record<Role, number>;
  let targetId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const passwordHash = await hashPassword("matrix-password-long-1");
    const now = t.clock.now().toISOString();
    const insert = (role: Role, name: string) =>
      t.db
        .insertInto("users")
        .values({ email: `${name}@example.test`, password_hash: passwordHash, full_name: name, role, activated_at: now, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
    for (const role of roles) userOf[role] = (await insert(role, `matrix-${role}`)).id;
    targetId = (await insert("candidate", "matrix-target")).id;
  });
  afterAll(() => t.close());

  /** A fresh session per call, so an operation that signs out or revokes sessions cannot spoil the next one. */
  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === "anonymous") return {};
    const { token } = await createSession(t.db, t.deps, userOf[caller], "role-matrix");
    return { authorization: `Bearer ${token}` };
  }

  it("refuses callers whose role the operation does not list (401 anonymous, 403 wrong role) and never answers 500", async () => {
    const document = (await t.call("GET", "/api/v1/openapi.json")).json;
    const operations = operationsOf(document);
    const names = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    // The matrix really reads the registered operations (these exist today; others join by themselves).
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /auth/signin",
        "GET /auth/profile",
        "GET /dashboard",
        "GET /users",
        "POST /users",
        "GET /users/{id}",
        "PUT /users/{id}",
        "DELETE /users/{id}",
        "POST /users/{id}/reset-password",
        "POST /auth/lucky",
        "GET /auth/lucky",
        "POST /draw-lucky",
        "GET /draw-lucky",
        "GET /draw-lucky/export",
        "DELETE /draw-lucky/{id}",
        "GET /draw-lucky/client",
        "GET /draw-lucky/{week}/list",
        "GET /draw-lucky/{week}/record",
        "POST /contest/entries/{id}/exclude",
        "POST /contest/entries/{id}/restore",
      ]),
    );
    // Judging (issue 11): every operation of docs/judging.md.
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /judging/rounds",
        "PUT /judging/rounds/{round}",
        "GET /judging/assignments",
        "POST /judging/assignments/auto",
        "POST /judging/assignments",
        "DELETE /judging/assignments/{id}",
        "POST /judging/assignments/{id}/reopen",
        "GET /judging/entries/{code}",
        "PUT /judging/marks/{code}",
        "GET /judging/entries",
        "GET /judging/entries/{code}/marks",
        "GET /judging/conflicts",
        "POST /judging/conflicts",
        "DELETE /judging/conflicts/{id}",
        "GET /judging/declaration",
        "PUT /judging/declaration",
        "GET /judging/judges",
        "GET /judging/progress",
        "GET /judging/overview",
        "GET /judging/marks/summary",
        "GET /judging/marks/export",
      ]),
    );
    // Control room, activity history and statistics (issue 17).
    // Announcements (issue 25): docs/announcements.md.
    expect(names).toEqual(expect.arrayContaining(["GET /announcements", "POST /announcements/preview", "POST /announcements/test", "POST /announcements"]));
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /control-room",
        "GET /audit/events",
        "GET /audit/events/export",
        "POST /audit/verify",
        "GET /statistics/{chart}",
        "GET /statistics/{chart}/export",
      ]),
    );

    // Results and the jury vote (issue 12): every operation of docs/results.md.
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /prize",
        "POST /prize",
        "GET /results/semi-final",
        "GET /results/final",
        "GET /results/record",
        "GET /results/mine",
        "GET /results/admin",
        "POST /results/screening/close",
        "POST /results/{round}/compute",
        "POST /results/{round}/confirm",
        "POST /results/{round}/withdraw",
        "POST /results/{round}/publish",
        "POST /results/winners/{entry}/cancel",
        "GET /jury/ballot",
        "PUT /jury/ballot",
        "GET /jury/tally",
        "POST /jury/close",
        "GET /jury/members",
        "PUT /jury/members/{id}",
      ]),
    );

    // Funds (issue 15): NAV records, orders, contracts and rules (docs/funds.md).
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /hieuqua",
        "POST /hieuqua",
        "GET /hieuqua/{id}",
        "PUT /hieuqua/{id}",
        "DELETE /hieuqua/{id}",
        "POST /order",
        "GET /order/history",
        "GET /order/historyservice",
        "GET /order/ordersell",
        "GET /order/listhd",
        "GET /order/{id}/payment",
        "GET /order",
        "GET /order/{id}",
        "PUT /order/{id}",
        "DELETE /order/{id}",
        "POST /order/admin/addorder",
        "PUT /order/admin/updateorder/{id}",
        "GET /order/admin/backdated",
        "PUT /order/admin/backdated/{id}",
        "GET /order/admin/exportorder",
        "GET /userpdf",
        "GET /funds/settings",
        "PUT /funds/settings",
        "GET /funds/holidays",
        "POST /funds/holidays",
        "DELETE /funds/holidays/{date}",
        // Bank statements (docs/funds.md): administrators only.
        "GET /funds/statements/formats",
        "POST /funds/statements",
        "GET /funds/statements",
        "GET /funds/statements/lines",
        "POST /funds/statements/lines/{id}/decision",
        "POST /funds/statements/lines/{id}/undo",
        "POST /funds/statements/lines/{id}/refunded",
      ]),
    );
    // Referral programme (issue 16): every operation of docs/referrals.md.
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /order/user/aff",
        "GET /order/orderafff",
        "GET /order/user/affadmin",
        "GET /order/user/affadminindex",
        "GET /users/aff",
        "GET /users/aff/settings",
        "PUT /users/aff/settings",
        "POST /users/aff/reverse/{id}",
        "GET /users/aff/export",
        "GET /users/getorderaff",
        "GET /users/getorderbuy",
        "GET /users/getordersell",
      ]),
    );

    const problems: string[] = [];
    let calls = 0;
    for (const op of operations) {
      const url = `/api/v1${op.path.replace(/\{\w+\}/g, String(targetId))}`;
      const hasBody = op.method === "post" || op.method === "put" || op.method === "patch";
      for (const caller of callers) {
        const res = await t.call(op.method.toUpperCase(), url, { headers: await headersFor(caller), ...(hasBody ? { body: {} } : {}) });
        calls++;
        const label = `${op.method.toUpperCase()} ${op.path} as ${caller}: ${res.status} ${res.text.slice(0, 120)}`;
        if (res.status >= 500) problems.push(label);
        const allowed = op.allowed === undefined || (caller !== "anonymous" && op.allowed.includes(caller));
        // An operation never turns away a caller it documents as allowed (issue 26: GET /hieuqua said "Public." and did).
        if (allowed && (res.status === 401 || res.status === 403)) problems.push(`${label} (documented as allowed)`);
        if (!allowed) {
          const expected = caller === "anonymous" ? 401 : 403;
          if (res.status !== expected) problems.push(`${label} (expected ${expected})`);
          else if (res.json?.error !== (expected === 401 ? "UNAUTHENTICATED" : "FORBIDDEN")) problems.push(`${label} (wrong error code)`);
        }
      }
    }
    // What "Public with …" opens, anyone may read.
    for (const op of operations.filter((candidate) => candidate.publicWith.length > 0)) {
      for (const query of op.publicWith) {
        const res = await t.call(op.method.toUpperCase(), `/api/v1${op.path.replace(/\{\w+\}/g, String(targetId))}?${query}`);
        if (res.status === 401 || res.status === 403 || res.status >= 500)
          problems.push(`${op.method.toUpperCase()} ${op.path}?${query} as anonymous: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBe(operations.length * callers.length);
  });

  it("admits each listed role past the gate (no 401/403 for a signed-in caller the operation lists)", async () => {
    const operations = operationsOf((await t.call("GET", "/api/v1/openapi.json")).json).filter(
      (op) => op.method === "get" && op.allowed !== undefined && !op.path.includes("{"),
    );
    expect(operations.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const op of operations) {
      for (const role of op.allowed!) {
        const res = await t.call("GET", `/api/v1${op.path}`, { headers: await headersFor(role) });
        if (res.status === 401 || res.status === 403 || res.status >= 500) problems.push(`GET ${op.path} as ${role}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
