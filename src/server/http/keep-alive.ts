/**
 * How long the app keeps an idle HTTP connection open by default (`KEEP_ALIVE_MS`; Node's default, made explicit).
 * deploy/nginx.conf closes its idle connections to the app sooner (`keepalive_timeout` in `upstream app`): the side
 * that closes first must be nginx. Otherwise nginx may send a request on a connection the app is closing at that
 * instant; for a GET it tries the other process, but a POST is never sent twice, so the visitor gets 502
 * (docs/operations.md). A client with no such retry talking to the app directly (the e2e tests' API requests) meets
 * the same race, so the e2e server keeps its connections longer than any test stays idle.
 */
export const APP_KEEP_ALIVE_MS = 5_000;
