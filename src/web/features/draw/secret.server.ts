import { randomBytes } from "node:crypto";

/** A draw secret: 32 random bytes as 64 lowercase hex digits (docs/lucky-draw.md). Shown once, never stored. */
export const newDrawSecret = () => randomBytes(32).toString("hex");
