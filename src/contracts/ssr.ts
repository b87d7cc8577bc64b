import type { Locale } from "./locale.ts";

/**
 * What the server hands to the web app's loaders and actions for one request.
 * `fetchApi` calls /api/v1 in-process with the visitor's own credentials: the web app gets no privilege
 * that any other API client would not get.
 */
export interface SsrRequestContext {
  fetchApi(path: string, init?: RequestInit & { locale?: Locale }): Promise<Response>;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  /** Public origin of the site (PUBLIC_URL), for canonical and alternate links. */
  publicUrl: string;
}
