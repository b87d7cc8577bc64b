import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SsrRequestContext } from "#contracts/ssr.ts";
import { apiClient } from "./api.server.ts";
import { ssrContext } from "./ssr-context.ts";

function contextAnswering(status: number, body: unknown) {
  const fetchApi: SsrRequestContext["fetchApi"] = async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  return new RouterContextProvider(new Map([[ssrContext, { fetchApi, nonce: "", publicUrl: "http://localhost" }]]));
}

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
    const response = (await thrown(api.get("/dashboard", {} as never))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/user/login");
    expect(response.headers.get("set-cookie")).toMatch(/^session=; .*Max-Age=0/);
  });

  it("lets sign-in attempts and the profile probe answer 401 themselves", async () => {
    const api = apiClient(contextAnswering(401, { error: "UNAUTHENTICATED", message: "wrong" }), "vi");
    expect(await api.post("/auth/signin", {} as never, {})).toMatchObject({ ok: false, status: 401 });
    expect(await api.get("/auth/profile", {} as never)).toMatchObject({ ok: false, status: 401 });
  });

  it("unwraps data, or the whole list envelope when asked", async () => {
    const list = { data: [1, 2], current_page: 1, total: 2, per_page: 10 };
    const api = apiClient(contextAnswering(200, list), "vi");
    expect(await api.get("/news", {} as never)).toMatchObject({ ok: true, data: [1, 2] });
    expect(await api.list("/news", {} as never)).toMatchObject({ ok: true, data: list });
  });
});
