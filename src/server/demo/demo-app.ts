import type { Role } from "#contracts/identity.ts";
import { buildApp } from "#server/app.ts";
import type { Config } from "#server/config.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seed } from "#server/db/seed.ts";
import { createDeps, type Deps } from "#server/deps.ts";
import type { Clock } from "#server/lib/clock.ts";
import { argon2Passwords, type Passwords } from "#server/modules/identity/passwords.ts";

/** A clock the demo moves forward through its history; it never goes back, so every event is stored in order. */
export interface DemoClock extends Clock {
  moveTo(at: Date): void;
}

export function demoClock(start: Date): DemoClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    moveTo(at) {
      now = Math.max(now, at.getTime());
    },
  };
}

/** Every account the demo creates signs in with this password (printed with the accounts). */
export const DEMO_PASSWORD = "thu-nghiem-demo-2026";

export interface Account {
  id: number;
  email: string;
  full_name: string;
  role: Role;
}

interface ApiAnswer {
  status: number;
  /** The JSON body (each caller reads `data` as the operation's declared shape), or `{}` when it was not JSON. */
  json: { data?: unknown; error?: string };
}

/**
 * The app the demo drives: every change goes through the public API in this process (its validation, rules,
 * audit and e-mails), as a signed-in person, at the demo clock's time. A refusal stops the demo with its reason.
 */
export interface DemoApp {
  deps: Deps;
  clock: DemoClock;
  admin: Account & { password: string };
  /** A JSON call as `who` (signed in on first use, again when the session has expired); throws unless 2xx. */
  call(who: Account | null, method: string, url: string, body?: unknown): Promise<ApiAnswer>;
  /** The same call, answered whatever its status (for steps that expect a refusal). */
  attempt(who: Account | null, method: string, url: string, body?: unknown): Promise<ApiAnswer>;
  /** A raw request as `who` (tus uploads, multipart forms). */
  request(who: Account | null, url: string, init: RequestInit): Promise<Response>;
  /** A new activated account, created by the administrator as user management does. */
  account(role: Role, fields: { full_name: string; email: string } & Record<string, unknown>): Promise<Account>;
  /** A person who registers on the site (as the registration form does), then activates with the SMS code. */
  register(fields: { full_name: string; email: string; phone_number: string } & Record<string, unknown>): Promise<Account>;
  /** The newest text message sent to a number (the demo reads the outbox as the person reads their phone). */
  lastSms(phoneNumber: string): Promise<string>;
  close(): Promise<void>;
}

/** Thrown when the database already holds people: the demo only fills a fresh install. */
export class NotEmptyError extends Error {}

/**
 * Argon2 (deliberately slow) for the demo's one shared password, once, and each stored hash checked once: every
 * account is still created and signed in through the API, but not a hundred and more times through argon2.
 */
function sharedPasswordHashing(): Passwords {
  const hashes = new Map<string, Promise<string>>();
  const checks = new Map<string, Promise<boolean>>();
  const once = <T>(memo: Map<string, Promise<T>>, key: string, run: () => Promise<T>) => {
    if (!memo.has(key)) memo.set(key, run());
    return memo.get(key)!;
  };
  return {
    hash: (password) => once(hashes, password, () => argon2Passwords.hash(password)),
    verify: (passwordHash, password) => once(checks, `${passwordHash}\n${password}`, () => argon2Passwords.verify(passwordHash, password)),
  };
}

export async function openDemoApp(config: Config, clock: DemoClock): Promise<DemoApp> {
  const deps = createDeps(config, { clock, passwords: sharedPasswordHashing() });
  try {
    await migrateToLatest(deps.database);
    const existing = await deps.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
    if (existing) throw new NotEmptyError(`The database (${deps.database.description}) already holds data: the demo fills a fresh install only.`);
    const { createdAdmin } = await seed(deps);
    const admin = await deps.db.selectFrom("users").select(["id", "email", "full_name"]).where("role", "=", "administrator").executeTakeFirstOrThrow();
    const adminPassword = config.ADMIN_PASSWORD ?? createdAdmin?.generatedPassword ?? "";
    return demoAppOf(deps, clock, { ...admin, role: "administrator", password: adminPassword });
  } catch (error) {
    await deps.close();
    throw error;
  }
}

function demoAppOf(deps: Deps, clock: DemoClock, admin: DemoApp["admin"]): DemoApp {
  const app = buildApp(deps);
  const passwords = new Map<number, string>([[admin.id, admin.password]]);
  const sessions = new Map<number, string>();

  async function signIn(who: Account): Promise<string> {
    const response = await app.request("/api/v1/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: who.email, password: passwords.get(who.id) }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${who.email}: ${response.status} ${await response.text()}`);
    const token = ((await response.json()) as { data: { token: string } }).data.token;
    sessions.set(who.id, token);
    return token;
  }

  async function request(who: Account | null, url: string, init: RequestInit): Promise<Response> {
    const send = async (token?: string) =>
      app.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    if (!who) return send();
    const response = await send(sessions.get(who.id) ?? (await signIn(who)));
    // Sessions lapse after a month without use; the demo's clock moves faster than that.
    return response.status === 401 ? send(await signIn(who)) : response;
  }

  async function attempt(who: Account | null, method: string, url: string, body?: unknown): Promise<ApiAnswer> {
    const init: RequestInit = body === undefined ? { method } : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
    const response = await request(who, url.startsWith("/api/") ? url : `/api/v1${url}`, init);
    const text = await response.text();
    return { status: response.status, json: text.startsWith("{") ? (JSON.parse(text) as ApiAnswer["json"]) : {} };
  }

  return {
    deps,
    clock,
    admin,
    request,
    attempt,
    async call(who, method, url, body) {
      const answer = await attempt(who, method, url, body);
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`${method} ${url} as ${who?.email ?? "anyone"} at ${clock.now().toISOString()}: ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer;
    },
    async account(role, fields) {
      const created = await this.call(admin, "POST", "/users", { role, password: DEMO_PASSWORD, ...fields });
      const account: Account = { id: (created.json.data as { id: number }).id, email: fields.email, full_name: fields.full_name, role };
      passwords.set(account.id, DEMO_PASSWORD);
      return account;
    },
    async register(fields) {
      const signedUp = await this.call(null, "POST", "/auth/signup", {
        ...fields,
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        accept_terms: true,
      });
      const { user, token } = signedUp.json.data as { user: Account; token: string };
      const account: Account = { id: user.id, email: user.email, full_name: user.full_name, role: user.role };
      passwords.set(account.id, DEMO_PASSWORD);
      sessions.set(account.id, token);
      const code = /\b(\d{6})\b/.exec(await this.lastSms(fields.phone_number))?.[1];
      await this.call(account, "POST", "/auth/checkcode", { code });
      return account;
    },
    async lastSms(phoneNumber) {
      // Text messages leave through the job queue.
      await deps.jobs.runDue();
      const sms = await deps.db
        .selectFrom("outbox_sms")
        .select("text_body")
        .where("to_number", "=", phoneNumber)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return sms.text_body;
    },
    close: () => deps.close(),
  };
}
