/**
 * The inline loader of a page that hydrates on interaction (docs/performance.md, "Deferred hydration"). Its text is
 * inlined into the page's <head> (the source built by `scripts/hydration-loader-source.ts`, minified at build time),
 * so it may use only its arguments and the browser's globals: nothing from this module's scope.
 *
 * The server left React Router's scripts inert (src/web/lib/deferred-hydration.server.ts): `<link
 * data-deferred-modulepreload>` and `<script type="deferred-module">`. On the visitor's first interaction the loader
 * makes them real, React hydrates and the root's effect announces it (`markHydrated`). Until then:
 * - a click on a plain link is left alone: the browser navigates (the page cache answers fast), so a press on a link
 *   does not start the download either;
 * - a click on a button and a form's submission are held, and replayed once React listens;
 * - what is typed is remembered and given to React again if hydration lost it;
 * - a click on a link that carries `data-remember-locale` (the language switch) writes the language cookie, as the
 *   link's own handler does once React is there: without it, the server would send a visitor who chose English
 *   back from the Vietnamese page they asked for (root.tsx);
 * - a countdown (`[data-countdown-target]`) keeps ticking; its server text is put back just before React hydrates,
 *   so hydration finds what the server sent.
 * Readers who never interact get the service worker all the same (registered at `load`), so what they read opens
 * offline.
 */
export interface LoaderOptions {
  /** The event the root dispatches on `document` once hydrated. */
  hydratedEvent: string;
  /** The event the client entry dispatches just before hydrating. */
  hydratingEvent: string;
  /** After this long without hydration (no network, a failed chunk), held actions go ahead natively. */
  giveUpMs: number;
  /** Registers the service worker (production builds), or null. */
  registerWorker: ((win: Window) => unknown) | null;
  /** The language cookie's name and what follows its value (src/web/lib/locale.ts). */
  localeCookie: { name: string; attributes: string };
  /** The digits of a countdown for the time left (components/Countdown.tsx), to keep it ticking. */
  countdownDigits: (ms: number) => Record<string, string>;
}

type Held = { click: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function hydrationLoader(win: Window, options: LoaderOptions): void {
  const doc = win.document;
  const nonce = (doc.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  // What starts the download: a touch or press (pointerdown covers touch, mouse and pen; touchstart for browsers
  // without pointer events), a key, focus moving into the page (keyboard and assistive technology) and, on desktops,
  // the mouse coming over something: it buys the download time before the click. Scrolling and wheel alone do not:
  // reading needs no JavaScript (a touch that starts a scroll does count, as a pointerdown).
  const triggers = ["pointerdown", "touchstart", "keydown", "focusin", "mouseover"];
  let state: "waiting" | "loading" | "hydrated" | "failed" = "waiting";
  const held: Held[] = [];
  const typed = new Map<Field, string | boolean>();

  const closest = (target: EventTarget | null, selector: string) => (target as Element | null)?.closest?.(selector) ?? null;
  const onPlainLink = (event: Event) => closest(event.target, "a[href]") !== null;
  const valueOf = (field: Field) => (field.type === "checkbox" || field.type === "radio" ? (field as HTMLInputElement).checked : field.value);
  const waiting = () => state === "waiting" || state === "loading";

  // A press on a link, or Enter on one, is a navigation: the next page has its own loader. Other keys on a link
  // (Tab, Shift) are a keyboard user moving about: they hydrate.
  const trigger = (event: Event) => {
    if (!onPlainLink(event) || (event.type === "keydown" && (event as KeyboardEvent).key !== "Enter")) activate();
  };
  for (const type of triggers) win.addEventListener(type, trigger, { capture: true, passive: true });

  function activate() {
    if (state !== "waiting") return;
    state = "loading";
    for (const type of triggers) win.removeEventListener(type, trigger, { capture: true });
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", load);
    else load();
    win.setTimeout(giveUp, options.giveUpMs);
  }

  /** The module preloads first (the whole graph in parallel), then React Router's scripts, in the head. */
  function load() {
    for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>("link[data-deferred-modulepreload]"))) {
      const preload = doc.createElement("link");
      preload.rel = "modulepreload";
      preload.href = link.href;
      doc.head.appendChild(preload);
    }
    runInert("deferred-script");
    runInert("deferred-module");
  }

  /**
   * React Router's inline scripts of one kind, in the page's order: a classic one (scroll restoration, the router's
   * context and data) runs as it is added, a module one once its imports are there, so after every classic one.
   */
  const ran = new Set<string>();
  function runInert(kind: "deferred-script" | "deferred-module") {
    if (ran.has(kind)) return;
    ran.add(kind);
    for (const inert of Array.from(doc.querySelectorAll<HTMLScriptElement>(`script[type="${kind}"]`))) {
      const script = doc.createElement("script");
      if (kind === "deferred-module") script.type = "module";
      script.nonce = inert.nonce || nonce;
      script.textContent = inert.textContent;
      script.addEventListener("error", giveUp);
      doc.head.appendChild(script);
    }
  }

  // A button's click (not a link's) and a submission wait for React. Capture on the window: before anything else.
  win.addEventListener(
    "click",
    (event) => {
      const button = closest(event.target, 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]') as HTMLElement | null;
      if (!waiting() || !button || onPlainLink(event) || (button as HTMLButtonElement).disabled) return;
      event.preventDefault();
      activate(); // a click without a press before it (a script, an assistive technology) hydrates too
      if (!held.some((action) => "click" in action && action.click === button)) held.push({ click: button });
    },
    true,
  );
  win.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!waiting()) return;
      event.preventDefault();
      activate();
      if (!held.some((action) => "form" in action && action.form === form)) held.push({ form, submitter: (event as SubmitEvent).submitter });
    },
    true,
  );
  win.addEventListener(
    "click",
    (event) => {
      const choice = closest(event.target, "a[data-remember-locale]")?.getAttribute("data-remember-locale");
      if (choice && state !== "hydrated") doc.cookie = `${options.localeCookie.name}=${choice}${options.localeCookie.attributes}`;
    },
    true,
  );
  const remember = (event: Event) => {
    const field = event.target as Field;
    if (waiting() && field && "value" in field) typed.set(field, valueOf(field));
  };
  win.addEventListener("input", remember, true);
  win.addEventListener("change", remember, true);

  /** Gives React back what hydration reset (a controlled field starts from its state): as if typed again. */
  function restoreTyped() {
    for (const [field, value] of typed) {
      if (!field.isConnected || valueOf(field) === value) continue;
      if (typeof value === "boolean") field.click();
      else {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
        field.dispatchEvent(new Event("input", { bubbles: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
    typed.clear();
  }

  function replay() {
    for (const action of held.splice(0)) {
      if ("click" in action) {
        if (action.click.isConnected) action.click.click();
      } else if (action.form.isConnected) {
        const submitter = action.submitter?.isConnected && (action.submitter as HTMLButtonElement).form === action.form ? action.submitter : null;
        action.form.requestSubmit(submitter);
      }
    }
  }

  // React sets its controlled fields' values just after the root's effects (a radio group goes back to its state):
  // what was typed is given back, and held actions replayed, in the next task.
  doc.addEventListener(options.hydratedEvent, () => {
    const wasWaiting = waiting();
    state = "hydrated";
    win.setTimeout(() => {
      restoreTyped();
      if (wasWaiting) replay();
    }, 0);
  });

  /** No hydration in time (offline without the chunks, a failed load): held actions go ahead as the browser does them. */
  function giveUp() {
    if (!waiting()) return;
    state = "failed";
    typed.clear();
    replay();
  }

  const ticked = new Map<Element, string | null>();
  function tick() {
    for (const timer of Array.from(doc.querySelectorAll("[data-countdown-target]"))) {
      const digits = options.countdownDigits(Date.parse(timer.getAttribute("data-countdown-target") ?? "") - Date.now());
      for (const cell of Array.from(timer.querySelectorAll("[data-unit]"))) {
        const text = digits[cell.getAttribute("data-unit") ?? ""];
        if (text === undefined || cell.textContent === text) continue;
        if (!ticked.has(cell)) ticked.set(cell, cell.textContent);
        cell.textContent = text;
      }
    }
  }
  let ticker: number | undefined;
  const startTicking = () => {
    if (waiting() && doc.querySelector("[data-countdown-target]")) ticker = win.setInterval(tick, 1000);
  };
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", startTicking);
  else startTicking();
  doc.addEventListener(options.hydratingEvent, () => {
    win.clearInterval(ticker);
    for (const [cell, text] of ticked) cell.textContent = text;
    ticked.clear();
  });

  // Back or forward to an entry React Router pushed in an earlier document of this tab (before a reload) is a
  // same-document step: the address changes and nothing else, as nobody renders it before React is there. The
  // browser loads the page at that address instead. A step within the page (its anchors) changes only the hash.
  const shown = () => win.location.pathname + win.location.search;
  const rendered = shown();
  win.addEventListener("popstate", () => {
    if (state !== "hydrated" && shown() !== rendered) win.location.reload();
  });

  // A history entry whose page had hydrated (a reload, back or forward) has its scroll position in React Router's
  // keeping ("manual"), not the browser's: its scroll restoration runs once the page is parsed, as it did inline.
  // Otherwise nothing of it is needed before React: it would open the session storage during the page's load.
  if (win.history?.scrollRestoration === "manual") {
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => runInert("deferred-script"));
    else runInert("deferred-script");
  }
  // A page opened offline came from the service worker: hydrate now, so it can say it is a saved copy.
  if (!win.navigator.onLine) activate();
  if (options.registerWorker) {
    // At `load`: the page has nothing else to do then (nothing of React loads). Lighthouse, which resets storage
    // between its runs, loses a run's trace (NO_NAVSTART) now and then on these pages: 1 run in 18 registered at
    // load, 2 in 18 registered when idle, none without the registration (docs/performance.md, "Service worker").
    const register = () => options.registerWorker?.(win);
    if (doc.readyState === "complete") register();
    else win.addEventListener("load", register);
  }
}
