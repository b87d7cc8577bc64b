import { successBody } from "./envelope.ts";
import { defineOperation } from "./operation.ts";
import { subscribeInput, subscribeResult, subscriberToken, subscriptionState } from "./subscribers.ts";

const common = { tag: "Subscribers", access: "public", method: "post" } as const;

export const postSubscribers = defineOperation({
  ...common,
  paths: ["/subscribers"],
  summary:
    "Subscribe an e-mail address; a confirmation e-mail with a link follows in the request's language. The answer never says whether the address was already subscribed. Rate-limited per client and per address.",
  body: subscribeInput,
  response: successBody(subscribeResult),
  errors: ["RATE_LIMITED"],
});

export const postSubscribersConfirm = defineOperation({
  ...common,
  paths: ["/subscribers/confirm"],
  summary: "Confirm a subscription with the token from the confirmation e-mail (valid 7 days).",
  body: subscriberToken,
  response: successBody(subscriptionState),
  errors: ["UNPROCESSABLE"],
});

export const postSubscribersUnsubscribe = defineOperation({
  ...common,
  paths: ["/subscribers/unsubscribe"],
  summary:
    "Unsubscribe with the token from any e-mail; repeating it is harmless. A newsletter subscriber's token ends their subscription; an account's signed token (announcements) stops announcements to the account, never its transactional e-mail.",
  body: subscriberToken,
  response: successBody(subscriptionState),
  errors: ["UNPROCESSABLE"],
});
