import { z } from "./zod.ts";
import { roles } from "./identity.ts";
import { locales } from "./locale.ts";

export const oidcStatus = z.object({ enabled: z.boolean(), name: z.string() });

export const oidcStartInput = z.object({ return_to: z.string().max(500).optional(), locale: z.enum(locales).default("vi") });
export const oidcStart = z.object({ authorization_url: z.string() });

/** The parameters the provider put in the address hash (code, state, iss), passed on verbatim. */
export const oidcCallbackInput = z.object({ params: z.string({ error: "validation.invalidValue" }).min(1, "validation.invalidValue").max(4000) });

export const oidcLinkInput = z.object({
  link_token: z.string().min(1, "validation.invalidValue"),
  password: z.string().min(1, "validation.required.password"),
});

/** Either signed in, or the e-mail already has an account that must prove it is theirs first. */
export const oidcOutcome = z.union([
  z.object({
    status: z.literal("signed_in"),
    token: z.string(),
    expires_at: z.string(),
    role: z.enum(roles),
    return_to: z.string().nullable(),
    locale: z.enum(locales),
  }),
  z.object({ status: z.literal("link_required"), link_token: z.string(), email: z.string() }),
]);
export type OidcOutcome = z.infer<typeof oidcOutcome>;
