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
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // The heavy forms rendered in jsdom with Testing Library, their API answered by a fake (src/web/testing/render.tsx).
      { test: { name: "component", include: ["src/web/**/*.component.test.tsx"], environment: "jsdom", testTimeout: 30_000, setupFiles: ["src/web/testing/setup.ts"] } },
    ],
  },
});
