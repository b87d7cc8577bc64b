import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceAfterChunkError } from "./lib/chunk-reload.ts";

window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadOnceAfterChunkError();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
