import { hash, verify } from "@node-rs/argon2";

/** How passwords are hashed and checked (`deps.passwords`). */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** Argon2id with the library's defaults: every process but the demo's (src/server/demo/demo-app.ts). */
export const argon2Passwords: Passwords = {
  hash: (password) => hash(password),
  verify: (passwordHash, password) => verify(passwordHash, password).catch(() => false),
};

/** One argon2id hash, for tests that write an account themselves. */
export const hashPassword = (password: string) => argon2Passwords.hash(password);

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hash("decoy-password-for-timing"));
