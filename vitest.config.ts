import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["src/**/*.test.ts"], exclude: ["src/**/*.api.test.ts"], environment: "node" } },
      {
        test: {
          name: "api",
          include: ["src/**/*.api.test.ts"],
          environment: "node",
          globalSetup: ["src/server/testing/api-setup.ts"],
          setupFiles: ["src/server/testing/api-file-setup.ts"],
          // Each file builds its own app on its own database (src/server/testing/test-app.ts) and keeps no module
          // state, so the files share their workers' loaded modules instead of importing the server again per file:
          // measured, the suite took a seventh of the time (docs/testing.md).
          isolate: false,
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // The heavy forms rendered in jsdom with Testing Library, their API answered by a fake (src/web/testing/render.tsx).
      {
        test: {
          name: "component",
          include: ["src/web/**/*.component.test.tsx"],
          environment: "jsdom",
          testTimeout: 30_000,
          setupFiles: ["src/web/testing/setup.ts"],
        },
      },
    ],
  },
});
