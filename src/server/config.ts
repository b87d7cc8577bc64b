import path from "node:path";
import { z } from "zod";
import { APP_KEEP_ALIVE_MS } from "./http/keep-alive.ts";

const DEFAULT_ADMIN_EMAIL = "admin@example.invalid";

const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The SMS gateway SMPP_URL names (docs/operations.md, "SMS over SMPP"). */
export interface SmppTarget {
  host: string;
  port: number;
  tls: boolean;
  systemId: string;
  password: string;
  /** The sender shown on the handset: a brandname (letters) or a number. */
  source: string;
}

const SMPP_URL_SHAPE = "expected smpp://system_id:password@host:port?source=SENDER (smpps:// over TLS)";

/**
 * Reads `smpp://system_id:password@host:port?source=SENDER`. The lengths are SMPP 3.4's (system_id 15 octets,
 * password 8) and the handset's (an alphanumeric sender shows 11 characters at most): a longer value would be cut or
 * refused by the gateway at the first bind, long after start-up, so it is refused here.
 */
function parseSmppUrl(value: string): SmppTarget | string {
  let url: URL, systemId: string, password: string;
  try {
    url = new URL(value);
    systemId = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
  } catch {
    return SMPP_URL_SHAPE;
  }
  if (url.protocol !== "smpp:" && url.protocol !== "smpps:") return `${SMPP_URL_SHAPE}; got ${url.protocol}//`;
  const source = url.searchParams.get("source") ?? "";
  if (!url.hostname || !systemId) return `${SMPP_URL_SHAPE}; the host and the system_id are required`;
  if (systemId.length > 15 || password.length > 8) return "SMPP 3.4 allows a system_id of 15 characters and a password of 8 at most";
  if (!/^(\+?\d{1,20}|[A-Za-z0-9 .\-_]{1,11})$/.test(source)) return `${SMPP_URL_SHAPE}; source must be a sender name of 1-11 letters and digits, or a number`;
  const tls = url.protocol === "smpps:";
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: url.port ? Number(url.port) : tls ? 3550 : 2775, tls, systemId, password, source };
}

function smppTarget(value: string, ctx: z.RefinementCtx): SmppTarget {
  const target = parseSmppUrl(value);
  if (typeof target !== "string") return target;
  ctx.addIssue({ code: "custom", message: target });
  return z.NEVER;
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * How long an idle HTTP connection stays open (ms). Behind nginx it must stay above nginx's own (deploy/nginx.conf,
   * src/server/http/keep-alive.ts); a client that reuses a connection after it has no retry of its own.
   */
  KEEP_ALIVE_MS: z.coerce.number().int().min(1000).default(APP_KEEP_ALIVE_MS),
  DATA_DIR: z.string().default("./data"),
  BUILD_DIR: z.string().default("build"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** SMS leave over SMPP 3.4 through this gateway; unset, they stay in the outbox table. */
  SMPP_URL: z.string().transform(smppTarget).optional(),
  /** submit_sm all processes together send per second at most (each part of a long SMS counts), under the gateway's limit. */
  SMPP_SUBMITS_PER_SECOND: z.coerce.number().positive().default(10),
  MAIL_FROM: z.string().default("Ban tổ chức <no-reply@localhost>"),
  CONTACT_EMAIL: z.string().email().default("contact@localhost"),
  /**
   * The first administrator's address, as the sign-in form reads it (trimmed, lower case, a valid address): an address
   * the form refuses could never sign in. The default is in `.invalid`, which no mail server will ever answer for
   * (RFC 6761): a sign-in name until the administrator gives the account a real address.
   */
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default("OpenID Connect"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** With TRUST_PROXY, X-Forwarded-For is believed only from these socket addresses (the proxy's), comma-separated. */
  TRUSTED_PROXIES: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1").transform(list),
  /** GET /metrics answers requests from these socket addresses (comma-separated), or bearing METRICS_TOKEN. */
  METRICS_ALLOW: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1").transform(list),
  METRICS_TOKEN: z.string().min(16).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Sign-in attempts allowed per client address per 10 minutes. */
  SIGNIN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Sign-ups allowed per client address per hour. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Newsletter subscriptions allowed per client address per 10 minutes. */
  SUBSCRIBE_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Announcement e-mails that may leave per minute (docs/announcements.md); a send is spread to respect it. */
  ANNOUNCEMENT_MAILS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** How long an anonymous page or a public read stays cached (docs/performance.md); 0 turns the cache off. */
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(30),
  /** How long another process's purge may take to reach this one (the shared generation is read at most this often). */
  PUBLIC_CACHE_SYNC_MS: z.coerce.number().int().min(0).default(1000),
});

export type Config = z.infer<typeof schema> & { PUBLIC_URL: string; sqliteFile: string; behindTls: boolean };

/** Reads the environment once; every other module receives the result, never `process.env`. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // The operator reads these in a terminal: zod's own English wording, not the catalogue keys people see.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")), { error: (issue) => z.config().localeError?.(issue) });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, "");
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    sqliteFile: path.join(dataDir, "app.sqlite"),
    behindTls: publicUrl.startsWith("https://"),
  };
}
