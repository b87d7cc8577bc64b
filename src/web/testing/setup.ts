import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadCatalogues } from "#web/i18n/i18n.ts";

// What jsdom lacks and Mantine reads (Mantine's testing guide): media queries, element sizes, scrolling, fonts.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosizing textarea measures again when web fonts arrive.
Object.defineProperty(document, "fonts", { value: new EventTarget() });

beforeAll(() => loadCatalogues(["vi", "en"]));
// An answer shows after the action's round trip through the router: a busy machine may take more than a second.
configure({ asyncUtilTimeout: 5_000 });
// Without vitest's globals Testing Library cannot register its own clean-up.
afterEach(cleanup);
