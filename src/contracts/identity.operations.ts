import { successBody } from "./envelope.ts";
import { profile, roles, signedOut, signinInput, signinResult } from "./identity.ts";
import { oidcCallbackInput, oidcLinkInput, oidcOutcome, oidcStart, oidcStartInput, oidcStatus } from "./oidc.ts";
import { defineOperation, MULTIPART_OVERHEAD_BYTES } from "./operation.ts";
import {
  ID_IMAGE_MAX_BYTES,
  idImageSides,
  idImageTypes,
  idImageUploaded,
  idImageUploadForm,
  phoneChangeConfirmInput,
  phoneChangeInput,
  phoneChangeRequested,
  profileUpdateInput,
} from "./profile.ts";
import { z } from "./zod.ts";

// Signing in (password or the OpenID Connect provider), signing out, and the signed-in person's own profile.
// Registration, activation and password recovery are in identity-registration.operations.ts.

const tag = "Authentication";

export const getAuthOidc = defineOperation({
  method: "get",
  paths: ["/auth/oidc"],
  tag,
  summary: "Whether sign-in with the external OpenID Connect provider is configured, and its name.",
  access: "public",
  response: successBody(oidcStatus),
});

export const postAuthOidcStart = defineOperation({
  method: "post",
  paths: ["/auth/oidc/start"],
  tag,
  summary:
    "Begin sign-in with the provider: returns the provider's authorization URL (PKCE, state and nonce kept server-side; the answer comes back in the address hash of /auth/signin).",
  access: "public",
  body: oidcStartInput,
  response: successBody(oidcStart),
  errors: ["NOT_FOUND", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const postAuthOidcCallback = defineOperation({
  method: "post",
  paths: ["/auth/oidc/callback"],
  tag,
  summary:
    "Finish sign-in with the parameters from the address hash. Signs in, creates an account for a new e-mail, or asks the owner of an existing account to confirm with their password.",
  access: "public",
  body: oidcCallbackInput,
  response: successBody(oidcOutcome),
  errors: ["NOT_FOUND", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const postAuthOidcLink = defineOperation({
  method: "post",
  paths: ["/auth/oidc/link"],
  tag,
  summary: "Link the provider identity to the existing account with the same e-mail after its password is confirmed, then sign in.",
  access: "public",
  body: oidcLinkInput,
  response: successBody(oidcOutcome),
  errors: ["NOT_FOUND", "UNAUTHENTICATED", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const postAuthSignin = defineOperation({
  method: "post",
  paths: ["/auth/signin"],
  tag,
  summary: "Sign in with e-mail and password; returns an opaque bearer token (also usable as the session cookie).",
  access: "public",
  body: signinInput,
  response: successBody(signinResult),
  errors: ["UNAUTHENTICATED", "RATE_LIMITED"],
});

export const postAuthLogout = defineOperation({
  method: "post",
  paths: ["/auth/logout"],
  tag,
  summary: "End the current session on the server.",
  access: roles,
  response: successBody(signedOut),
  errors: ["UNAUTHENTICATED"],
});

export const getAuthProfile = defineOperation({
  method: "get",
  paths: ["/auth/profile"],
  tag,
  summary: "The signed-in person's profile.",
  access: roles,
  response: successBody(profile),
  errors: ["UNAUTHENTICATED"],
});

export const postAuthProfile = defineOperation({
  method: "post",
  paths: ["/auth/profile"],
  tag,
  summary:
    "Change the signed-in person's profile: what is sent changes, what is left out stays. Investors also keep their KYC fields here; the e-mail cannot be changed, the ID images come from the upload.",
  access: roles,
  body: profileUpdateInput,
  response: successBody(profile),
  errors: ["UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE"],
});

export const postAuthProfilePhone = defineOperation({
  method: "post",
  paths: ["/auth/profile/phone"],
  tag,
  summary:
    "Start changing the phone number (it can reset the password): a six-digit code goes by SMS to the new number (10 minutes, 5 tries, one per minute). Nothing changes until auth/profile/phone/confirm.",
  access: roles,
  body: phoneChangeInput,
  response: successBody(phoneChangeRequested),
  errors: ["UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const postAuthProfilePhoneConfirm = defineOperation({
  method: "post",
  paths: ["/auth/profile/phone/confirm"],
  tag,
  summary: "Confirm the new phone number with the code sent to it; the number changes and the account holder is told by e-mail.",
  access: roles,
  body: phoneChangeConfirmInput,
  response: successBody(profile),
  errors: ["UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE"],
});

export const postAuthProfileIdImages = defineOperation({
  method: "post",
  paths: ["/auth/profile/id-images"],
  tag,
  summary:
    "Upload the front or back image of the investor's ID (JPEG or PNG, at most 5 MB), stored privately; returns the file id (the profile's img or img1).",
  access: ["investor"],
  multipart: { schema: idImageUploadForm, maxBytes: ID_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES },
  response: successBody(idImageUploaded),
  status: 201,
  errors: ["UNAUTHENTICATED", "PAYLOAD_TOO_LARGE", "UNPROCESSABLE"],
});

export const getAuthProfileIdImagesSide = defineOperation({
  method: "get",
  paths: ["/auth/profile/id-images/:side"],
  tag,
  summary: "The signed-in person's ID image (side: front or back); administrators may name another person with user_id. Never cached.",
  access: roles,
  query: z.object({ user_id: z.coerce.number().int().positive().optional() }),
  params: z.object({ side: z.enum(idImageSides, "validation.invalid.side") }),
  response: z.string(),
  responseTypes: [...idImageTypes],
  errors: ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"],
});
