import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Operation } from "#contracts/operation.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ApiRouter } from "./api.ts";

const contracts = new URL("../../contracts/", import.meta.url);

/** Every operation exported from src/contracts/*.operations.ts, named `file: export`. */
async function declaredOperations(): Promise<Map<Operation, string>> {
  const declared = new Map<Operation, string>();
  for (const file of readdirSync(contracts).filter((name) => name.endsWith(".operations.ts"))) {
    const exports: Record<string, unknown> = await import(new URL(file, contracts).href);
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "object" && value !== null && "paths" in value && "response" in value) declared.set(value as Operation, `${file}: ${name}`);
    }
  }
  return declared;
}

// An operation never bound would be missing from openapi.json and so from the role matrix; one bound twice would have
// two handlers for one declaration (ADR 0021).
describe("operations declared in src/contracts", () => {
  let t: TestApp;
  let bound: Operation[];
  beforeAll(async () => {
    const handle = vi.spyOn(ApiRouter.prototype, "handle");
    try {
      t = await createTestApp();
    } finally {
      bound = handle.mock.calls.map(([operation]) => operation);
      handle.mockRestore();
    }
  });
  afterAll(() => t.close());

  it("are each bound to a handler exactly once", async () => {
    expect(bound.length).toBeGreaterThan(100);
    for (const [operation, name] of await declaredOperations()) {
      expect(bound.filter((one) => one === operation).length, name).toBe(1);
    }
  });
});
