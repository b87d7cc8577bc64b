import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { frontDoor } from "./front-door.ts";

/**
 * Issue 26, item 8: a 413 is answered honestly on the wire. The server does not read the rest of a body it refused,
 * so it says `Connection: close` and closes; a client that reuses the connection would otherwise meet a reset.
 */
let t: TestApp;
let server: http.Server;
let port: number;
beforeEach(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "1024" });
  server = http.createServer(frontDoor(t.app, t.deps, () => true));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Sends `head` and `body` on a raw socket; resolves with everything the server wrote once it closes (or 5 s pass). */
function exchange(head: string, body: string): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, 5_000);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
    socket.write(head + body);
  });
}

describe("413 on the wire", () => {
  it("an API body over the limit: 413 with Connection: close, and the server closes the connection", async () => {
    const body = JSON.stringify({ email: "a@example.vn", password: "x".repeat(4096) });
    const head = `POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`;
    const { text, closedByServer } = await exchange(head, body.slice(0, 512));
    const [statusLine, ...headers] = text.split("\r\n\r\n")[0]!.split("\r\n");
    expect(statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(headers.map((line) => line.toLowerCase())).toContain("connection: close");
    expect(headers.map((line) => line.toLowerCase())).not.toContain("connection: keep-alive");
    expect(text).toContain('"error":"PAYLOAD_TOO_LARGE"');
    expect(closedByServer).toBe(true);
  });

  it("an API body sent chunked is counted as it arrives: 413 once it passes the limit, nothing signed in", async () => {
    const chunk = "x".repeat(600);
    const chunks = [`{"email":"a@example.vn","password":"`, chunk, chunk, `"}`].map((part) => `${part.length.toString(16)}\r\n${part}\r\n`).join("");
    const head = `POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nAccept-Language: en\r\n\r\n`;
    const { text } = await exchange(head, `${chunks}0\r\n\r\n`);
    expect(text.split("\r\n", 1)[0]).toBe("HTTP/1.1 413 Payload Too Large");
    expect(text).toContain('"error":"PAYLOAD_TOO_LARGE"');
    expect(await t.db.selectFrom("sessions").select("id").execute()).toEqual([]);
  });

  it("a body within the limit keeps the connection alive (the honest answer is only for refused bodies)", async () => {
    const body = JSON.stringify({ email: "a@example.vn", password: "wrong-password-1" });
    const head = `POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const socket = net.connect(port, "127.0.0.1");
    const first = await new Promise<string>((resolve) => {
      socket.once("data", (chunk) => resolve(chunk.toString("latin1")));
      socket.write(head + body);
    });
    expect(first).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(first.toLowerCase()).toContain("connection: keep-alive");
    socket.destroy();
  });

  it("the OpenAPI document lists 413 for every operation with a body (derived, so a new one cannot lack it)", async () => {
    const document = (await t.call("GET", "/api/v1/openapi.json")).json as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const withBody = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody)
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(withBody.map((entry) => entry.name)).toEqual(expect.arrayContaining(["POST /settings", "PUT /service/{key}"]));
    expect(withBody.filter((entry) => !entry.op.responses["413"]).map((entry) => entry.name)).toEqual([]);
  });
});
