import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cataloguesFor, loadCatalogues } from "./i18n/i18n.ts";
import { reloadOnceAfterChunkError } from "./lib/chunk-reload.ts";

window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadOnceAfterChunkError();
});

// Only this page's language is fetched; hydration renders the same text as the server did.
await loadCatalogues(cataloguesFor(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
