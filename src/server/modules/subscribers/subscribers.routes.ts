import { postSubscribers, postSubscribersConfirm, postSubscribersUnsubscribe } from "#contracts/subscribers.operations.ts";
import { isAccountToken, unsubscribeAccount } from "./unsubscribe-links.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { enforceLimits, limitByClient } from "#server/http/rate-limit.ts";
import { confirmSubscription, subscribe, unsubscribe } from "./subscribers.service.ts";

/** The footer's subscribe-by-e-mail box: double opt-in, with an unsubscribe link in every e-mail. */
export function subscribersRoutes(api: ApiRouter) {
  api.handle(postSubscribers, async ({ body, c }) => {
    const { deps } = c.var;
    await limitByClient(c, { name: "subscribe", limit: deps.config.SUBSCRIBE_RATE_LIMIT, windowSeconds: 600 });
    await enforceLimits(deps, { name: "subscribe-email", limit: 10, windowSeconds: 86_400 }, `email:${body.email}`);
    await subscribe(deps, body.email, c.var.locale);
    return { data: { accepted: true as const }, messageKey: "subscribers.checkInbox" };
  });
  api.handle(postSubscribersConfirm, async ({ body, c }) => ({ data: await confirmSubscription(c.var.deps, body.token), messageKey: "subscribers.confirmed" }));
  api.handle(postSubscribersUnsubscribe, async ({ body, c }) =>
    isAccountToken(body.token)
      ? { data: await unsubscribeAccount(c.var.deps, body.token), messageKey: "announcements.unsubscribed" }
      : { data: await unsubscribe(c.var.deps, body.token), messageKey: "subscribers.unsubscribed" },
  );
}
