import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { z } from "zod";
import { reloadOnceAfterChunkError } from "./lib/chunk-reload.ts";

// zod would probe for eval support, which the Content-Security-Policy (rightly) reports.
z.config({ jitless: true });

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
