import { Hono } from "hono";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { listBody, successBody } from "#contracts/envelope.ts";
import { idParams } from "#contracts/path-params.ts";
import { ApiRouter, type AppEnv } from "./api.ts";
import { ApiError, errorResponse } from "./errors.ts";
import { openApiDocument } from "./openapi.ts";

const item = z.object({ id: z.number().int(), name: z.string() });

/** An ApiRouter mounted the way buildApp mounts it: locale from ?lang, failures through the one envelope writer. */
function appWith(register: (api: ApiRouter) => void) {
  const api = new ApiRouter();
  register(api);
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set("locale", c.req.query("lang") === "en" ? "en" : "vi");
    return next();
  });
  app.route("/", api.hono);
  app.onError((error, c) => errorResponse(c, error instanceof ApiError ? error : new ApiError("INTERNAL"), c.var.locale));
  return { api, app };
}

describe("ApiRouter params", () => {
  const { api, app } = appWith((api) =>
    api.handle(
      { method: "get", paths: ["/items/:id"], tag: "Test", summary: "One item.", access: "public", params: idParams, response: successBody(item) },
      async ({ params }) => {
        expectTypeOf(params.id).toEqualTypeOf<number>();
        return { data: { id: params.id, name: `item ${params.id}` } };
      },
    ),
  );

  it("hands the handler the parsed, typed parameters", async () => {
    const res = await app.request("/items/42");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: 42, name: "item 42" } });
  });

  it.each(["abc", "0", "-3", "1.5", "2147483648"])("refuses the id %s with 400 and a translated message naming the parameter", async (id) => {
    const vi = await app.request(`/items/${id}`);
    expect(vi.status).toBe(400);
    expect(await vi.json()).toEqual({
      error: "VALIDATION_FAILED",
      message: "Thông tin chưa hợp lệ, vui lòng kiểm tra lại.",
      details: [{ path: "id", message: "Mã số trong địa chỉ phải là một số nguyên dương." }],
    });
    const en = await (await app.request(`/items/${id}?lang=en`)).json();
    expect(en.details).toEqual([{ path: "id", message: "The id in the address must be a positive whole number." }]);
  });

  it("documents the parameters with their types, not as strings", () => {
    const document = openApiDocument(api.operations, "http://x");
    const parameter = document.paths["/items/{id}"]!.get as {
      parameters: { name: string; in: string; schema: { type: string; minimum?: number; exclusiveMinimum?: number } }[];
      responses: Record<string, unknown>;
    };
    expect(parameter.parameters.find((p) => p.in === "path")).toMatchObject({
      name: "id",
      required: true,
      schema: { type: "integer", maximum: 2_147_483_647 },
    });
    expect(parameter.responses).toHaveProperty("400");
  });

  it("refuses to register a path whose parameters params does not declare exactly", () => {
    const api = new ApiRouter();
    const operation = { method: "get", tag: "Test", summary: "x", access: "public", response: successBody(item) } as const;
    const handler = async () => ({ data: { id: 1, name: "x" } });
    expect(() => api.handle({ ...operation, paths: ["/items/:id"] }, handler)).toThrow(/params must declare exactly \[id\]/);
    expect(() => api.handle({ ...operation, paths: ["/items/:id/:part"], params: idParams }, handler)).toThrow(/\[id, part\]/);
    expect(() => api.handle({ ...operation, paths: ["/items"], params: idParams }, handler)).toThrow(/declares \[id\]/);
  });
});

describe("ApiRouter responses", () => {
  it("writes a list handler's fields and its translated message as the declared body", async () => {
    const { app } = appWith((api) =>
      api.handle({ method: "get", paths: ["/items"], tag: "Test", summary: "Items.", access: "public", response: listBody(item) }, async () => ({
        data: [{ id: 1, name: "one" }],
        current_page: 1,
        total: 1,
        per_page: 20,
        messageKey: "settings.saved",
      })),
    );
    const body = await (await app.request("/items?lang=en")).json();
    expect(body).toMatchObject({ data: [{ id: 1, name: "one" }], current_page: 1, total: 1, per_page: 20 });
    expect(body.message).toMatch(/saved/i);
  });

  it("does not compile a handler whose result differs from the declared response", () => {
    const api = new ApiRouter();
    const operation = { method: "get", paths: ["/typed"], tag: "Test", summary: "x", access: "public" } as const;
    // @ts-expect-error `name` is missing from the declared data.
    api.handle({ ...operation, response: successBody(item) }, async () => ({ data: { id: 1 } }));
    // @ts-expect-error a list operation must return the page fields too.
    api.handle({ ...operation, paths: ["/typed-list"], response: listBody(item) }, async () => ({ data: [] }));
    // @ts-expect-error a JSON operation cannot hand back an arbitrary Response (only operations with responseTypes stream).
    api.handle({ ...operation, paths: ["/typed-raw"], response: successBody(item) }, async ({ c }) => c.json({ anything: true }));
    api.handle({ ...operation, paths: ["/typed/:id"], params: idParams, response: successBody(item) }, async ({ params }) => ({
      // @ts-expect-error params.id is a number, not a string.
      data: { id: 1, name: params.id as string },
    }));
    api.handle({ ...operation, paths: ["/typed-file"], response: z.string(), responseTypes: ["text/plain"] }, async ({ c }) => c.body("ok"));
    expect(api.operations).toHaveLength(5);
  });
});
