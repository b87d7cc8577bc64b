import { z } from "zod";

// Schemas are built in the browser too, under a Content-Security-Policy without eval: zod must not even probe for it.
// Every schema imports z from here so this runs before the first schema exists.
z.config({ jitless: true });

export { z };
