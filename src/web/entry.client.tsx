import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cataloguesFor, loadCatalogues } from "./i18n/i18n.ts";
import { reloadOnceAfterChunkError } from "./lib/chunk-reload.ts";
import { HYDRATING_EVENT } from "./lib/hydration.ts";

window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadOnceAfterChunkError();
});

// Only this page's language is fetched; hydration renders the same text as the server did.
await loadCatalogues(cataloguesFor(window.location.pathname));

// A page that hydrated on interaction: its loader stops ticking countdowns and puts back the server's text first.
document.dispatchEvent(new Event(HYDRATING_EVENT));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
