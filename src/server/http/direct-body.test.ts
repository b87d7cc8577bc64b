import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { directBodyOf } from "./direct-body.ts";

/** A request body as Node's HTTP server delivers it: an IncomingMessage the parser pushes chunks into. */
function incoming() {
  return new IncomingMessage(new Socket());
}

describe("a request body read without Node's copy", () => {
  it("hands on the very chunks the request received, in order, and ends with it", async () => {
    const request = incoming();
    const chunks = [Buffer.from("first chunk"), Buffer.from("second")];
    const reader = directBodyOf(request).getReader();
    for (const chunk of chunks) request.push(chunk);
    request.push(null);
    const read: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) read.push(next.value);
    expect(Buffer.concat(read).toString()).toBe("first chunksecond");
    // The same memory, not a copy of it (Readable.toWeb copies every chunk).
    expect(read.map((chunk) => chunk.buffer)).toEqual(chunks.map((chunk) => chunk.buffer));
    expect(read[0]!.buffer).toBe(chunks[0]!.buffer);
  });

  it("pauses the request while nobody reads, and resumes it when the reader asks", async () => {
    const request = incoming();
    const reader = directBodyOf(request).getReader();
    request.push(Buffer.from("a"));
    request.push(Buffer.from("b"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(request.isPaused()).toBe(true);
    expect(Buffer.from((await reader.read()).value!).toString()).toBe("a");
    expect(Buffer.from((await reader.read()).value!).toString()).toBe("b");
    await new Promise((resolve) => setImmediate(resolve));
    expect(request.isPaused()).toBe(false);
  });

  it("fails the stream when the request is cut off before its end, so the upload sees an aborted body", async () => {
    const request = incoming();
    const reader = directBodyOf(request).getReader();
    request.push(Buffer.from("half"));
    expect(Buffer.from((await reader.read()).value!).toString()).toBe("half");
    request.destroy();
    await expect(reader.read()).rejects.toThrow();
  });
});
