/**
 * How long the app keeps an idle HTTP connection open (Node's default, made explicit). deploy/nginx.conf closes its
 * idle connections to the app sooner (`keepalive_timeout` in `upstream app`): the side that closes first must be
 * nginx. Otherwise nginx may send a request on a connection the app is closing at that instant; for a GET it tries
 * the other process, but a POST is never sent twice, so the visitor gets 502 (docs/operations.md).
 */
export const APP_KEEP_ALIVE_MS = 5_000;
