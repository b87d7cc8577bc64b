import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "#contracts/locale.ts";
import type { SubscriptionState } from "#contracts/subscribers.ts";
import type { Db } from "#server/db/database.ts";
import type { Deps } from "#server/deps.ts";
import { ApiError } from "#server/http/errors.ts";
import { recordAudit } from "#server/lib/audit.ts";
import { unsubscribePath } from "./subscribers.service.ts";

/**
 * An account's unsubscribe link carries "<user id>.<HMAC-SHA256 of it>", signed with the installation's secret
 * (docs/decisions/0022-signed-unsubscribe-links.md): nothing is stored per person or per e-mail, every link ever
 * sent stays valid, and it can only ever switch announcements off. A subscriber's link carries their own stored
 * token, which has no dot: the dot tells the two apart.
 */
const PURPOSE = "unsubscribe";

async function secretOf(db: Db): Promise<string> {
  const row = await db.selectFrom("signing_keys").select("secret").where("name", "=", PURPOSE).executeTakeFirstOrThrow();
  return row.secret;
}

const mac = (secret: string, userId: number) => createHmac("sha256", secret).update(`${PURPOSE}:user:${userId}`).digest("base64url");

export const isAccountToken = (token: string) => token.includes(".");

async function accountUnsubscribeToken(db: Db, userId: number): Promise<string> {
  return `${userId}.${mac(await secretOf(db), userId)}`;
}

/** The user id a token was signed for, or null when the signature does not match. */
async function verifiedUserId(db: Db, token: string): Promise<number | null> {
  const [idText = "", signature = ""] = token.split(".");
  if (!/^[1-9]\d{0,9}$/.test(idText)) return null;
  const userId = Number(idText);
  const expected = Buffer.from(mac(await secretOf(db), userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The link put at the foot of an announcement to an account, in its language. */
export async function accountUnsubscribeLink(deps: Pick<Deps, "db" | "config">, userId: number, locale: Locale): Promise<string> {
  return `${deps.config.PUBLIC_URL}${unsubscribePath(locale)}?token=${await accountUnsubscribeToken(deps.db, userId)}`;
}

/** Following the link: announcements stop for the account (any number of times; transactional e-mail goes on). */
export async function unsubscribeAccount(deps: Deps, token: string): Promise<SubscriptionState> {
  const { db, clock } = deps;
  const userId = await verifiedUserId(db, token);
  if (userId === null) throw new ApiError("UNPROCESSABLE", { messageKey: "subscribers.invalidLink" });
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select(["email", "announcements_off_at"]).where("id", "=", userId).executeTakeFirst();
    if (!user) throw new ApiError("UNPROCESSABLE", { messageKey: "subscribers.invalidLink" });
    if (!user.announcements_off_at) {
      await trx.updateTable("users").set({ announcements_off_at: clock.now().toISOString() }).where("id", "=", userId).execute();
      await recordAudit(trx, clock, { actorId: null, action: "announcement.unsubscribe", subject: `user:${userId}` });
    }
    return { email: user.email, status: "unsubscribed" };
  });
}
