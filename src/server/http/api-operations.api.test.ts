import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiOperations } from "#contracts/api-operations.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the web client's operation map", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names only operations the API declares, each with the response the API documents", async () => {
    const document = (await t.call("GET", "/api/v1/openapi.json")).json;
    for (const [key, operation] of Object.entries(apiOperations)) {
      const [method, path] = key.split(" ") as [string, string];
      const declared = document.paths[toOpenApiPath(path)]?.[method.toLowerCase()];
      expect(declared, key).toBeDefined();
      const status = Object.keys(declared.responses).find((code) => code.startsWith("2"))!;
      const documented = declared.responses[status].content["application/json"].schema;
      expect(documented, key).toEqual(z.toJSONSchema(operation.response, { io: "output", target: "draft-2020-12", unrepresentable: "any" }));
    }
  });
});
