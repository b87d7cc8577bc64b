import { z } from "./zod.ts";
import { emailField } from "./account.ts";

/** Subscribe by e-mail (footer box). The answer is the same whether or not the address is already subscribed. */
export const subscribeInput = z.object({ email: emailField });
export type SubscribeInput = z.infer<typeof subscribeInput>;

export const subscriberToken = z.object({
  token: z.string({ error: "subscribers.invalidLink" }).trim().min(16, "subscribers.invalidLink").max(128, "subscribers.invalidLink"),
});

export const subscribeResult = z.object({ accepted: z.literal(true) });
export const subscriptionState = z.object({ email: z.string(), status: z.enum(["active", "unsubscribed"]) });
export type SubscriptionState = z.infer<typeof subscriptionState>;

/** The same check for the web form, whose field has its own name so it never clashes with a page's e-mail field. */
export const subscribeForm = z.object({ subscriber_email: emailField });
