import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDoor } from "#server/http/front-door.ts";
import { contestClient } from "#server/testing/contest-client.ts";
import { tusMetadata, videoFixture } from "#server/testing/entry-fixtures.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { seedEdition } from "./edition.service.ts";

/**
 * Uploads over a real socket, as production serves them: the PATCH's body is read straight from Node's request
 * (http/direct-body.ts), which `app.request()` in the other upload tests never reaches.
 */
let t: TestApp;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedEdition(t.deps);
  server = http.createServer(frontDoor(t.app, t.deps, () => true));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A PATCH that sends `sent` of a body it declares `length` bytes long, then breaks the connection. */
function cutOffPatch(url: string, headers: Record<string, string>, sent: Buffer, length: number) {
  return new Promise<void>((resolve) => {
    const request = http.request(url, { method: "PATCH", headers: { ...headers, "content-length": String(length) } });
    request.on("error", () => resolve());
    request.on("response", () => resolve());
    request.write(sent, () => setImmediate(() => request.destroy()));
  });
}

describe("uploads over the wire", () => {
  it("stores a body sent in PATCHes, keeps what arrived of a PATCH cut off, and resumes from there to a file that passes its check", async () => {
    const person = await contestClient(t).contestant();
    const video = videoFixture(600 * 1024);
    const headers = { ...person.headers, "tus-resumable": "1.0.0" };
    const created = await fetch(`${origin}/uploads`, {
      method: "POST",
      headers: { ...headers, "upload-length": String(video.length), "upload-metadata": tusMetadata({ kind: "video", filename: "clip.mp4" }) },
    });
    expect(created.status).toBe(201);
    const url = origin + created.headers.get("location");
    const patch = (offset: number, body: Buffer) =>
      fetch(url, {
        method: "PATCH",
        headers: { ...headers, "content-type": "application/offset+octet-stream", "upload-offset": String(offset) },
        body: body as unknown as BodyInit,
      });

    const first = await patch(0, video.subarray(0, 200 * 1024));
    expect([first.status, first.headers.get("upload-offset")]).toEqual([204, String(200 * 1024)]);
    await cutOffPatch(
      url,
      { ...headers, "content-type": "application/offset+octet-stream", "upload-offset": String(200 * 1024) },
      video.subarray(200 * 1024, 300 * 1024),
      400 * 1024,
    );

    // As a tus client resumes: ask where the upload stands, send the rest from there (again if the cut-off PATCH was
    // still storing what it had received when it was asked).
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset < video.length; attempt += 1) {
      const head = await fetch(url, { method: "HEAD", headers });
      offset = Number(head.headers.get("upload-offset"));
      expect(offset).toBeGreaterThanOrEqual(200 * 1024);
      expect(offset).toBeLessThanOrEqual(300 * 1024);
      const rest = await patch(offset, video.subarray(offset));
      await rest.arrayBuffer();
      if (rest.status === 204) offset = Number(rest.headers.get("upload-offset"));
      else expect(rest.status).toBe(409);
    }
    expect(offset).toBe(video.length);

    await t.deps.jobs.runDue();
    const rows = await t.db.selectFrom("entry_files").select(["state", "bytes"]).where("user_id", "=", person.id).execute();
    expect(rows).toEqual([{ state: "ready", bytes: video.length }]);
  });
});
