import { RouterContextProvider } from "react-router";
import { describe, expect, expectTypeOf, it } from "vitest";
import { listBody, successBody } from "#contracts/envelope.ts";
import { getAuthProfile, postAuthSignin } from "#contracts/identity.operations.ts";
import { defineOperation } from "#contracts/operation.ts";
import { idParams } from "#contracts/path-params.ts";
import type { SsrRequestContext } from "#contracts/ssr.ts";
import { z } from "#contracts/zod.ts";
import { apiClient, fillPath, unwrap } from "./api.server.ts";
import { ssrContext } from "./ssr-context.ts";

function contextAnswering(status: number, body: unknown, asked: string[] = []) {
  const fetchApi: SsrRequestContext["fetchApi"] = async (path, init) => {
    asked.push(`${init?.method} ${path}`);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return new RouterContextProvider(new Map([[ssrContext, { fetchApi, nonce: "", publicUrl: "http://localhost" }]]));
}

const item = z.object({ id: z.number(), name: z.string() });
const common = { tag: "Test", summary: "Test.", access: ["administrator"] } as const;
const putItem = defineOperation({
  ...common,
  method: "put",
  paths: ["/items/:id"],
  params: idParams,
  body: z.object({ name: z.string(), note: z.string().optional() }),
  response: successBody(item),
});
const listItems = defineOperation({
  ...common,
  method: "get",
  paths: ["/items"],
  query: z.object({ page: z.coerce.number().optional() }),
  response: listBody(item),
});
const uploadItem = defineOperation({
  ...common,
  method: "post",
  paths: ["/items/upload"],
  multipart: { schema: z.object({}), maxBytes: 1 },
  response: successBody(item),
});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

describe("the web's API client", () => {
  it.each([401, 403])("signs the visitor out and sends them to sign in on %i", async (status) => {
    const api = apiClient(contextAnswering(status, { error: "FORBIDDEN", message: "x" }), "en");
    const response = (await thrown(api.call(listItems))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/user/login");
    expect(response.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
  });

  it("lets sign-in attempts and the profile probe answer 401 themselves", async () => {
    const api = apiClient(contextAnswering(401, { error: "UNAUTHENTICATED", message: "wrong" }), "vi");
    expect(await api.call(postAuthSignin, { body: { email: "", password: "" } })).toMatchObject({ ok: false, status: 401 });
    expect(await api.call(getAuthProfile)).toMatchObject({ ok: false, status: 401 });
  });

  it("encodes the path's parameters and leaves out query values that are undefined", async () => {
    const asked: string[] = [];
    const api = apiClient(contextAnswering(200, { data: {} }, asked), "vi");
    const getByKey = defineOperation({
      ...common,
      method: "get",
      paths: ["/service/:key"],
      params: z.object({ key: z.string() }),
      query: z.object({ q: z.string().optional(), page: z.int().optional() }),
      response: successBody(z.object({})),
    });
    await api.call(getByKey, { params: { key: "hỏi đáp" }, query: { q: undefined, page: 2 } });
    expect(asked).toEqual(["GET /service/h%E1%BB%8Fi%20%C4%91%C3%A1p?page=2"]);
    expect(fillPath("/contacts", { query: new URLSearchParams({ q: "a b" }) })).toBe("/contacts?q=a+b");
  });

  it("unwrap hands back the data, or throws the API's status and message as the page's error", async () => {
    expect(unwrap({ ok: true, status: 200, data: 5 })).toBe(5);
    let thrownError: unknown;
    try {
      unwrap({ ok: false, status: 404, error: { error: "NOT_FOUND", message: "Không tìm thấy." } });
    } catch (error) {
      thrownError = error;
    }
    expect(thrownError).toMatchObject({ type: "DataWithResponseInit", data: "Không tìm thấy.", init: { status: 404 } });
  });

  describe("call(operation, …)", () => {
    it("fills the path and query, sends the JSON body, and hands back data or a paged list's whole body", async () => {
      const asked: string[] = [];
      const one = apiClient(contextAnswering(200, { data: { id: 7, name: "a" } }, asked), "vi");
      expect(await one.call(putItem, { params: { id: 7 }, body: { name: "a" } })).toMatchObject({ ok: true, data: { id: 7, name: "a" } });
      const list = { data: [], current_page: 2, total: 0, per_page: 10 };
      expect(await apiClient(contextAnswering(200, list, asked), "vi").call(listItems, { query: { page: 2 } })).toMatchObject({ ok: true, data: list });
      expect(asked).toEqual(["PUT /items/7", "GET /items?page=2"]);
    });

    it("types params, query and body by the operation's schemas and the answer by its response (typecheck runs this file)", () => {
      const api = apiClient(contextAnswering(200, { data: {} }), "vi");
      const checkedByTypecheckOnly = async () => {
        const put = await api.call(putItem, { params: { id: 1 }, body: { name: "b" } });
        if (put.ok) expectTypeOf(put.data).toEqualTypeOf<{ id: number; name: string }>();
        const list = await api.call(listItems);
        if (list.ok) expectTypeOf(list.data.current_page).toEqualTypeOf<number>();
        await api.call(uploadItem, { forward: new Request("http://x") });
        // @ts-expect-error the body's `name` is required.
        await api.call(putItem, { params: { id: 1 }, body: {} });
        // @ts-expect-error the params are required.
        await api.call(putItem, { body: { name: "b" } });
        // @ts-expect-error only an upload operation forwards the visitor's form.
        await api.call(listItems, { forward: new Request("http://x") });
      };
      expect(checkedByTypecheckOnly).toBeTypeOf("function");
    });
  });
});
