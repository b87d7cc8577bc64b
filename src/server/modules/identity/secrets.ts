import { createHash, randomBytes, randomInt } from "node:crypto";

/** Opaque tokens: 256 random bits, sent once, stored only as a SHA-256 digest. */
export const newToken = () => randomBytes(32).toString("base64url");
export const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");
/** Six digits, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
