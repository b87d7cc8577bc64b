import { successBody } from "#contracts/envelope.ts";
import { subscribeInput, subscribeResult, subscriberToken, subscriptionState } from "#contracts/subscribers.ts";
import { isAccountToken, unsubscribeAccount } from "#server/modules/announcements/unsubscribe-links.ts";
import type { ApiRouter } from "#server/http/api.ts";
import { enforceLimits, limitByClient } from "#server/http/rate-limit.ts";
import { confirmSubscription, subscribe, unsubscribe } from "./subscribers.service.ts";

/** The footer's subscribe-by-e-mail box: double opt-in, with an unsubscribe link in every e-mail. */
export function subscribersRoutes(api: ApiRouter) {
  api.route(
    {
      method: "post",
      paths: ["/subscribers"],
      tag: "Subscribers",
      access: "public",
      summary:
        "Subscribe an e-mail address; a confirmation e-mail with a link follows in the request's language. The answer never says whether the address was already subscribed. Rate-limited per client and per address.",
      body: subscribeInput,
      response: successBody(subscribeResult),
      errors: ["RATE_LIMITED"],
    },
    async ({ body, c }) => {
      const { deps } = c.var;
      await limitByClient(c, { name: "subscribe", limit: deps.config.SUBSCRIBE_RATE_LIMIT, windowSeconds: 600 });
      await enforceLimits(deps, { name: "subscribe-email", limit: 10, windowSeconds: 86_400 }, `email:${body.email}`);
      await subscribe(deps, body.email, c.var.locale);
      return { data: { accepted: true as const }, messageKey: "subscribers.checkInbox" };
    },
  );
  api.route(
    {
      method: "post",
      paths: ["/subscribers/confirm"],
      tag: "Subscribers",
      access: "public",
      summary: "Confirm a subscription with the token from the confirmation e-mail (valid 7 days).",
      body: subscriberToken,
      response: successBody(subscriptionState),
      errors: ["UNPROCESSABLE"],
    },
    async ({ body, c }) => ({ data: await confirmSubscription(c.var.deps, body.token), messageKey: "subscribers.confirmed" }),
  );
  api.route(
    {
      method: "post",
      paths: ["/subscribers/unsubscribe"],
      tag: "Subscribers",
      access: "public",
      summary:
        "Unsubscribe with the token from any e-mail; repeating it is harmless. A newsletter subscriber's token ends their subscription; an account's signed token (announcements) stops announcements to the account, never its transactional e-mail.",
      body: subscriberToken,
      response: successBody(subscriptionState),
      errors: ["UNPROCESSABLE"],
    },
    async ({ body, c }) =>
      isAccountToken(body.token)
        ? { data: await unsubscribeAccount(c.var.deps, body.token), messageKey: "announcements.unsubscribed" }
        : { data: await unsubscribe(c.var.deps, body.token), messageKey: "subscribers.unsubscribed" },
  );
}
