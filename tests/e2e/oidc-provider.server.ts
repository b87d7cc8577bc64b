import { startTestProvider } from "../../src/server/testing/oidc-provider.ts";

/** A real OpenID Connect provider for the end-to-end run (see playwright.config.ts). */
const port = Number(process.env.OIDC_PORT);
const appUrl = process.env.APP_URL ?? "";
const provider = await startTestProvider(
  `${appUrl}/auth/signin`,
  { "nguoi-moi": { email: "nguoi.moi@example.vn", email_verified: true, name: "Người Mới Đến" } },
  port,
);
console.log(`test OIDC provider at ${provider.issuer}`);
process.on("SIGTERM", () => void provider.close().then(() => process.exit(0)));
