import { createContext } from "react-router";
import type { SsrRequestContext } from "#contracts/ssr.ts";

/** Set by the server for every request; entry.server re-exports it so the server can find this exact key. */
export const ssrContext = createContext<SsrRequestContext>();
