import { successBody } from "./envelope.ts";
import { roles, signinResult } from "./identity.ts";
import { defineOperation } from "./operation.ts";
import {
  changePasswordInput,
  checkCodeInput,
  forgotPasswordInput,
  passwordUpdated,
  recoveryRequested,
  resetGrant,
  resetLinkQuery,
  resetLinkTokenQuery,
  resetLinkValid,
  resetWithGrantInput,
  resetWithLinkInput,
  sendCodeQuery,
} from "./recovery.ts";
import { activationResult, activationStatus, checkcodeInput, codeSent, signupInput, verificationQuery } from "./registration.ts";

// Registration and activation, password recovery (by e-mail link or phone code) and password change.

const tag = "Authentication";

export const postAuthSignup = defineOperation({
  method: "post",
  paths: ["/auth/signup"],
  tag,
  summary:
    "Register (18 or older; e-mail, phone and ID number unique). Signs the person in and sends an activation code by e-mail and SMS. `account_type` may be `investor`; the default is `candidate`.",
  access: "public",
  body: signupInput,
  response: successBody(signinResult),
  status: 201,
  errors: ["VALIDATION_FAILED", "CONFLICT", "RATE_LIMITED"],
});

export const postAuthCheckcode = defineOperation({
  method: "post",
  paths: ["/auth/checkcode"],
  tag,
  summary: "Activate the signed-in account with the six-digit code (valid 10 minutes, 5 tries, single use).",
  access: roles,
  body: checkcodeInput,
  response: successBody(activationResult),
  errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "CONFLICT", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const getAuthActivation = defineOperation({
  method: "get",
  paths: ["/auth/activation"],
  tag,
  summary:
    "Whether the signed-in account is activated and how many seconds remain before a new code may be asked for (0: now). The code sent at registration starts the 60-second wait.",
  access: roles,
  response: successBody(activationStatus),
  errors: ["UNAUTHENTICATED"],
});

export const postAuthResendcode = defineOperation({
  method: "post",
  paths: ["/auth/resendcode"],
  tag,
  summary: "Send a new activation code and link to the signed-in, not yet activated account (one per 60 seconds).",
  access: roles,
  response: successBody(codeSent),
  errors: ["UNAUTHENTICATED", "CONFLICT", "RATE_LIMITED"],
});

export const getAuthVerification = defineOperation({
  method: "get",
  paths: ["/auth/verification"],
  tag,
  summary: "Verify the e-mail address with the link's token; this activates the account.",
  access: "public",
  query: verificationQuery,
  response: successBody(activationResult),
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const postAuthForgotPassword = defineOperation({
  method: "post",
  paths: ["/auth/forgot-password"],
  tag,
  summary: "Ask for a password reset link by e-mail. The answer is the same whether or not the address is registered.",
  access: "public",
  body: forgotPasswordInput,
  response: successBody(recoveryRequested),
  errors: ["VALIDATION_FAILED", "RATE_LIMITED"],
});

export const getAuthReset = defineOperation({
  method: "get",
  paths: ["/auth/reset"],
  tag,
  summary: "Check that a password reset link can still be used (nothing is consumed).",
  access: "public",
  query: resetLinkQuery,
  response: successBody(resetLinkValid),
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
});

export const postAuthReset = defineOperation({
  method: "post",
  paths: ["/auth/reset"],
  tag,
  summary: "Set a new password with the token of a reset link (in the body, or as the page's `token` query). Signs the person out everywhere.",
  access: "public",
  body: resetWithLinkInput,
  query: resetLinkTokenQuery,
  response: successBody(passwordUpdated),
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
});

export const getAuthResetpasssendcode = defineOperation({
  method: "get",
  paths: ["/auth/resetpasssendcode"],
  tag,
  summary:
    "Send a six-digit reset code by SMS (10 minutes, 5 tries, single use; one per minute). The answer is the same whether or not the number is registered.",
  access: "public",
  query: sendCodeQuery,
  response: successBody(recoveryRequested),
  errors: ["VALIDATION_FAILED", "RATE_LIMITED"],
});

export const postAuthResetpasscheckcode = defineOperation({
  method: "post",
  paths: ["/auth/resetpasscheckcode"],
  tag,
  summary: "Check a reset code; the right one returns a single-use token (15 minutes) for auth/resetpass-password.",
  access: "public",
  body: checkCodeInput,
  response: successBody(resetGrant),
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE", "RATE_LIMITED"],
});

export const postAuthResetpassPassword = defineOperation({
  method: "post",
  paths: ["/auth/resetpass-password"],
  tag,
  summary: "Set a new password with the token returned by auth/resetpasscheckcode. Signs the person out everywhere.",
  access: "public",
  body: resetWithGrantInput,
  response: successBody(passwordUpdated),
  errors: ["VALIDATION_FAILED", "UNPROCESSABLE"],
});

export const postAuthChangePassword = defineOperation({
  method: "post",
  paths: ["/auth/change-password"],
  tag,
  summary: "Change the password (the current one is required). Every other session of the person is signed out.",
  access: roles,
  body: changePasswordInput,
  response: successBody(passwordUpdated),
  errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "UNPROCESSABLE", "RATE_LIMITED"],
});
