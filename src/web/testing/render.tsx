import { MantineProvider } from "@mantine/core";
import { render, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, RouterContextProvider, type ActionFunction, type LoaderFunction } from "react-router";
import type { ErrorCode } from "#contracts/envelope.ts";
import type { Locale } from "#contracts/locale.ts";
import type { SsrRequestContext } from "#contracts/ssr.ts";
import { i18nFor } from "#web/i18n/i18n.ts";
import { ssrContext } from "#web/lib/ssr-context.ts";
import { localePrefix } from "#web/routing/site-map.ts";
import { theme } from "#web/theme.ts";

/** What the fake API answers to one call: a status and our JSON envelope. */
export interface Answer {
  status: number;
  body: unknown;
}
interface ApiCall {
  method: string;
  path: string;
  locale: Locale | undefined;
  headers: Record<string, string>;
  body: unknown;
}

export const ok = (data: unknown, message?: string): Answer => ({ status: 200, body: { data, ...(message ? { message } : {}) } });
export const refused = (status: number, error: ErrorCode, message: string, details?: { path: string; message: string }[]): Answer => ({
  status,
  body: { error, message, ...(details ? { details } : {}) },
});

/** A promise the test settles when it chooses: an API call that stays in flight until then. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * The API as the web app's loaders and actions reach it (`fetchApi` of the SSR context, the one door of
 * lib/api.server.ts), answering "METHOD /path?query" from a table and recording every call. A call the table does
 * not know gets the API's 404, so a form never sees an answer the test did not choose.
 */
export function fakeApi() {
  const answers = new Map<string, Answer | (() => Answer | Promise<Answer>)>();
  const calls: ApiCall[] = [];
  const fetchApi: SsrRequestContext["fetchApi"] = async (path, init = {}) => {
    const method = init.method ?? "GET";
    calls.push({
      method,
      path,
      locale: init.locale,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.get(`${method} ${path}`) ?? refused(404, "NOT_FOUND", "Not found");
    const { status, body } = typeof answer === "function" ? await answer() : answer;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return {
    fetchApi,
    calls,
    /** Answers every later "METHOD /path" call with `answer` (a function: computed per call, e.g. held). */
    on(key: string, answer: Answer | (() => Answer | Promise<Answer>)) {
      answers.set(key, answer);
      return this;
    },
    /** The calls made to "METHOD /path". */
    sent: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;

/** A route module's action or loader, whatever its typed arguments (the stub hands it the request, context and params). */
type RouteFunction = (args: never) => unknown;

/**
 * Renders a form as its page does: Mantine with the app's theme (no transitions or portals), the page's language
 * (from its address, "/en/…" for English), and a router whose route runs `action` and `loader` (the page's own,
 * usually) against the fake API. `ui` may be a component, to read the loader's data; `also` adds the pages the
 * form may lead to.
 */
export function renderPage(
  ui: ReactElement | (() => ReactElement),
  options: { locale?: Locale; path?: string; url?: string; action?: RouteFunction; loader?: RouteFunction; api?: FakeApi; also?: Record<string, string> } = {},
) {
  const { locale = "vi", path = "/page", action, loader, api = fakeApi() } = options;
  const context = new RouterContextProvider();
  context.set(ssrContext, { fetchApi: api.fetchApi, nonce: "", publicUrl: "http://localhost" });
  const prefix = localePrefix[locale];
  // Other pages the form may lead to (a redirect after success), each showing its address's text: path → text.
  const others = Object.entries(options.also ?? {}).map(([other, text]) => ({ path: prefix + other, Component: () => <p>{text}</p> }));
  const Stub = createRoutesStub(
    [
      {
        path: prefix + path,
        Component: typeof ui === "function" ? ui : () => ui,
        action: action as ActionFunction | undefined,
        loader: loader as LoaderFunction | undefined,
        HydrateFallback: () => null,
      },
      ...others,
    ],
    context,
  );
  const i18n = i18nFor(locale);
  // No pause between keystrokes and no hover events: the same events, without the waiting.
  const user = userEvent.setup({ delay: null, skipHover: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Stub initialEntries={[prefix + (options.url ?? path)]} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, user, api, t: i18n.t };
}

/** An element's text as a person reads it: runs of spaces (Intl's no-break ones too) as one space. */
const shownText = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

/** The rows of a table, each as its cells' texts: [label, value]. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.children, shownText));
