import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countdownDigits } from "./countdown-digits.ts";
import { hydrationLoader } from "./hydration-loader.ts";

/**
 * The loader against a small stand-in for the DOM (the unit tests run in Node): elements that know their parent and
 * match the simple selectors the loader uses. The real browser runs it in tests/e2e/deferred-hydration.spec.ts.
 */
class FakeElement extends EventTarget {
  parent: FakeElement | undefined;
  textContent: string | null = null;
  nonce = "";
  href = "";
  rel = "";
  type = "";
  disabled = false;
  form: FakeElement | undefined;
  isConnected = true;
  clicks = 0;
  submits: (FakeElement | null)[] = [];
  private current = "";
  readonly tag: string;
  readonly attributes: Record<string, string>;
  constructor(tag: string, attributes: Record<string, string> = {}, options: { parent?: FakeElement; text?: string } = {}) {
    super();
    this.tag = tag;
    this.attributes = attributes;
    this.parent = options.parent;
    this.textContent = options.text ?? null;
    if (attributes.type) this.type = attributes.type;
  }
  get value() {
    return this.current;
  }
  set value(next: string) {
    this.current = next;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  matches(selector: string): boolean {
    return selector.split(",").some((one) => {
      const [, tag, name, value] = /^\s*(\w+)?(?:\[([\w-]+)(?:="([^"]*)")?\])?\s*$/.exec(one) ?? [];
      return (!tag || tag === this.tag) && (!name || (name in this.attributes && (value === undefined || this.attributes[name] === value)));
    });
  }
  closest(selector: string): FakeElement | null {
    if (this.matches(selector)) return this;
    return this.parent?.closest(selector) ?? null;
  }
  querySelectorAll(selector: string) {
    return everything.filter((element) => element.matches(selector) && element.isInside(this));
  }
  isInside(ancestor: FakeElement): boolean {
    for (let element = this.parent; element; element = element.parent) if (element === ancestor) return true;
    return false;
  }
  click() {
    this.clicks += 1;
  }
  requestSubmit(submitter: FakeElement | null) {
    this.submits.push(submitter);
  }
}

const options = {
  hydratedEvent: "hydrated",
  hydratingEvent: "hydrating",
  giveUpMs: 15_000,
  registerWorker: null,
  countdownDigits,
  localeCookie: { name: "locale", attributes: "; Path=/" },
};

let everything: FakeElement[] = [];
let head: FakeElement[] = [];

function setUp({ online = true, scrollRestoration = "auto" } = {}) {
  everything = [];
  head = [];
  const root = new FakeElement("body");
  const element = (tag: string, attributes: Record<string, string> = {}, options: { parent?: FakeElement; text?: string } = {}) => {
    const created = new FakeElement(tag, attributes, { parent: root, ...options });
    everything.push(created);
    return created;
  };
  const doc = Object.assign(new EventTarget(), {
    readyState: "complete",
    cookie: "",
    currentScript: { nonce: "loader-nonce" },
    head: { appendChild: (child: FakeElement) => head.push(child) },
    createElement: (tag: string) => new FakeElement(tag),
    querySelectorAll: (selector: string) => everything.filter((candidate) => candidate.matches(selector)),
    querySelector: (selector: string) => everything.find((candidate) => candidate.matches(selector)) ?? null,
  });
  const win = Object.assign(new EventTarget(), {
    document: doc,
    navigator: { onLine: online },
    history: { scrollRestoration },
    location: Object.assign(new URL("https://site.example/en/news"), { reloads: 0, reload: () => win.location.reloads++ }),
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
  });
  element("link", { "data-deferred-modulepreload": "" }).href = "/assets/entry.client.js";
  // React Router's order: scroll restoration, context, the module script, the route data.
  element("script", { type: "deferred-script" }, { text: "restoreScroll()" });
  element("script", { type: "deferred-script" }, { text: "context()" });
  const inert = element("script", { type: "deferred-module" }, { text: 'import("/assets/entry.client.js");' });
  inert.nonce = "page-nonce";
  element("script", { type: "deferred-script" }, { text: "data()" });
  hydrationLoader(win as unknown as Window, options);
  /** Dispatches on the window (where the loader listens, capturing) as if it came from `target`. */
  const fire = (type: string, target: FakeElement | null, init: Record<string, unknown> = {}) => {
    const event = Object.assign(new Event(type, { cancelable: true }), init);
    Object.defineProperty(event, "target", { value: target });
    win.dispatchEvent(event);
    return event;
  };
  /** React's root effect announcing hydration; the loader acts in the next task (after React set its fields). */
  const hydrate = () => {
    doc.dispatchEvent(new Event("hydrated"));
    vi.advanceTimersByTime(0);
  };
  return { element, fire, hydrate, doc, win };
}

const loaded = () => head.filter((element) => element.tag === "script");

beforeEach(() => vi.useFakeTimers({ now: Date.parse("2026-11-23T00:00:00Z") }));
afterEach(() => vi.useRealTimers());

describe("the deferred-hydration loader", () => {
  it("loads nothing until an interaction; a press on a link is a navigation and loads nothing either", () => {
    const { element, fire } = setUp();
    const link = element("a", { href: "/tin-tuc" });
    fire("pointerdown", element("span", {}, { parent: link }));
    fire("keydown", link, { key: "Enter" });
    fire("scroll", null);
    expect(head).toEqual([]);
    fire("keydown", link, { key: "Tab" });
    expect(head.map((element) => [element.tag, element.rel || element.type, element.href || element.textContent, element.nonce])).toEqual([
      ["link", "modulepreload", "/assets/entry.client.js", ""],
      ["script", "", "restoreScroll()", "loader-nonce"],
      ["script", "", "context()", "loader-nonce"],
      ["script", "", "data()", "loader-nonce"],
      ["script", "module", 'import("/assets/entry.client.js");', "page-nonce"],
    ]);
    fire("mouseover", null);
    expect(loaded()).toHaveLength(4);
  });

  it("runs React Router's classic scripts at once on a page whose scroll position React Router keeps, and only once", () => {
    const { element, fire } = setUp({ scrollRestoration: "manual" });
    expect(loaded().map((script) => script.textContent)).toEqual(["restoreScroll()", "context()", "data()"]);
    fire("pointerdown", element("button"));
    expect(loaded().map((script) => script.textContent)).toEqual(["restoreScroll()", "context()", "data()", 'import("/assets/entry.client.js");']);
  });

  it("loads at once on a page opened offline (a saved copy says so once React runs)", () => {
    setUp({ online: false });
    expect(loaded()).toHaveLength(4);
  });

  it("holds a button's click until React is there, then replays it once; a link's click goes ahead", () => {
    const { element, fire, hydrate } = setUp();
    const button = element("button");
    const icon = element("svg", {}, { parent: button });
    expect(fire("click", icon).defaultPrevented).toBe(true);
    expect(fire("click", button).defaultPrevented).toBe(true);
    expect(fire("click", element("a", { href: "/lien-he" })).defaultPrevented).toBe(false);
    expect(loaded()).toHaveLength(4); // a click without a press before it starts the load too
    expect(button.clicks).toBe(0);
    hydrate();
    expect(button.clicks).toBe(1);
    expect(fire("click", button).defaultPrevented).toBe(false);
  });

  it("remembers the language chosen on the switch before React is there, and leaves it to the switch's handler after", () => {
    const { element, fire, hydrate, doc } = setUp();
    const toEnglish = element("a", { href: "/en/results", "data-remember-locale": "en" });
    expect(fire("click", element("span", {}, { parent: toEnglish })).defaultPrevented).toBe(false);
    expect(doc.cookie).toBe("locale=en; Path=/");
    fire("click", element("a", { href: "/lien-he" }));
    expect(doc.cookie).toBe("locale=en; Path=/");
    hydrate();
    fire("click", element("a", { href: "/ket-qua", "data-remember-locale": "vi" }));
    expect(doc.cookie).toBe("locale=en; Path=/");
  });

  it("holds a submission and replays it with its submit button", () => {
    const { element, fire, hydrate } = setUp();
    const form = element("form");
    const submit = element("button", { type: "submit" }, { parent: form });
    submit.form = form;
    expect(fire("submit", form, { submitter: submit }).defaultPrevented).toBe(true);
    hydrate();
    expect(form.submits).toEqual([submit]);
  });

  it("gives React back what was typed if hydration reset it, as an input event", () => {
    const { element, fire, hydrate } = setUp();
    const field = element("input", { name: "email" });
    const seen: string[] = [];
    field.addEventListener("input", () => seen.push(field.value));
    field.value = "an@example.com";
    fire("input", field);
    field.value = ""; // a controlled field starting from its empty state
    hydrate();
    expect(field.value).toBe("an@example.com");
    expect(seen).toEqual(["an@example.com"]);
  });

  it("lets held actions go ahead as the browser does them when React does not come", () => {
    const { element, fire } = setUp();
    const form = element("form");
    fire("pointerdown", null);
    fire("submit", form, { submitter: null });
    vi.advanceTimersByTime(15_000);
    expect(form.submits).toEqual([null]);
    expect(fire("submit", form, { submitter: null }).defaultPrevented).toBe(false);
  });

  it("loads the page at the address a back or forward step shows before React is there; a step within the page does not", () => {
    const { win, hydrate } = setUp();
    win.location.hash = "#top";
    win.dispatchEvent(new Event("popstate"));
    expect(win.location.reloads).toBe(0);
    win.location.pathname = "/en/contest";
    win.dispatchEvent(new Event("popstate"));
    expect(win.location.reloads).toBe(1);
    hydrate();
    win.dispatchEvent(new Event("popstate"));
    expect(win.location.reloads).toBe(1);
  });

  it("keeps a countdown ticking and puts back the server's text just before React hydrates", () => {
    const { element, doc } = setUp();
    // setUp ran the loader before this countdown existed; a new loader sees it (the real one starts at DOMContentLoaded).
    const timer = element("div", { "data-countdown-target": "2026-11-24T01:02:03Z" });
    const seconds = element("span", { "data-unit": "seconds" }, { parent: timer, text: "05" });
    const days = element("span", { "data-unit": "days" }, { parent: timer, text: "1" });
    const win = Object.assign(new EventTarget(), {
      document: doc,
      navigator: { onLine: true },
      location: new URL("https://site.example/"),
      setTimeout,
      clearTimeout,
      setInterval,
      clearInterval,
    });
    hydrationLoader(win as unknown as Window, options);
    vi.advanceTimersByTime(1000);
    expect([days.textContent, seconds.textContent]).toEqual(["1", "02"]);
    vi.advanceTimersByTime(1000);
    expect(seconds.textContent).toBe("01");
    doc.dispatchEvent(new Event("hydrating"));
    expect([days.textContent, seconds.textContent]).toEqual(["1", "05"]);
    vi.advanceTimersByTime(5000);
    expect(seconds.textContent).toBe("05");
  });
});
