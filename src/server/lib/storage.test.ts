import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FileRejectedError, FileTooLargeError, fileStore, type FileStore } from "./storage.ts";

const AREA = "private/test-files";
const MAGIC = Buffer.from("MAGIC!!!");
const detect = (head: Uint8Array) => (Buffer.from(head).subarray(0, MAGIC.length).equals(MAGIC) ? "bin" : undefined);
const options = { maxBytes: 1000, headBytes: MAGIC.length, detect };

/** A source that yields `chunks` chunks of `size` bytes (the first starting with the magic) and counts what was pulled. */
function source(chunks: number, size: number, first: Buffer = MAGIC) {
  const pulled = { chunks: 0 };
  async function* generate() {
    for (let i = 0; i < chunks; i++) {
      pulled.chunks++;
      const chunk = Buffer.alloc(size, i % 251);
      if (i === 0) first.copy(chunk);
      yield chunk;
    }
  }
  return { stream: generate(), pulled };
}

async function text(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("fileStore", () => {
  let root: string;
  let store: FileStore;
  const files = () => (fs.existsSync(path.join(root, AREA)) ? fs.readdirSync(path.join(root, AREA)) : []);

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
    store = fileStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("saves a stream under a random id with the detected extension, and reads it back", async () => {
    const { stream } = source(4, 100);
    const saved = await store.save(AREA, stream, options);
    expect(saved.id).toMatch(/^[a-f0-9]{32}\.bin$/);
    expect(saved.bytes).toBe(400);
    expect(files()).toEqual([saved.id]);

    const opened = await store.open(AREA, saved.id);
    expect(opened?.bytes).toBe(400);
    const content = await text(opened!.stream);
    expect(content.subarray(0, MAGIC.length).equals(MAGIC)).toBe(true);
    expect(content.length).toBe(400);
    expect(fs.statSync(path.join(root, AREA, saved.id)).mode & 0o077).toBe(0);
  });

  /** Spies on every FileHandle's sync, calling `each` before it with the call's number (from 1). */
  async function spyOnSync(each: (call: number) => void) {
    const probe = await fsp.open(root, "r");
    const fileHandle = Object.getPrototypeOf(probe) as fsp.FileHandle;
    await probe.close();
    const original = fileHandle.sync;
    let calls = 0;
    return vi.spyOn(fileHandle, "sync").mockImplementation(function (this: fsp.FileHandle) {
      each(++calls);
      return original.call(this);
    });
  }

  it("writes a saved or adopted file and its folder through to the disk before it answers", async () => {
    const sync = await spyOnSync(() => {});
    try {
      await store.save(AREA, source(2, 100).stream, options);
      expect(sync).toHaveBeenCalledTimes(2);
      const upload = path.join(root, "finished-upload");
      fs.writeFileSync(upload, "bytes");
      await store.adopt(AREA, upload, "bin");
      expect(sync).toHaveBeenCalledTimes(4);
    } finally {
      sync.mockRestore();
    }
  });

  it("syncs a file's bytes before the file gets its name, so a name on the disk always has its bytes", async () => {
    const seen: string[][] = [];
    const sync = await spyOnSync(() => seen.push(files()));
    try {
      const saved = await store.save(AREA, source(2, 100).stream, options);
      expect(seen[0]).toEqual([expect.stringMatching(/\.part$/)]);
      expect(seen[1]).toEqual([saved.id]);
      const upload = path.join(root, "finished-upload");
      fs.writeFileSync(upload, "bytes");
      seen.length = 0;
      const adopted = await store.adopt(AREA, upload, "bin");
      expect(seen[0]).toEqual([saved.id]);
      expect(seen[1]).toEqual([saved.id, adopted.id].sort());
    } finally {
      sync.mockRestore();
    }
  });

  it("keeps nothing of a save whose folder could not be synced", async () => {
    const sync = await spyOnSync((call) => {
      if (call === 2) throw Object.assign(new Error("I/O error"), { code: "EIO" });
    });
    try {
      await expect(store.save(AREA, source(2, 100).stream, options)).rejects.toThrow("I/O error");
      expect(files()).toEqual([]);
    } finally {
      sync.mockRestore();
    }
  });

  it("puts an upload back where it was when its adoption could not be synced, so it can be adopted again", async () => {
    const upload = path.join(root, "finished-upload");
    fs.writeFileSync(upload, "bytes");
    const sync = await spyOnSync((call) => {
      if (call === 2) throw Object.assign(new Error("I/O error"), { code: "EIO" });
    });
    try {
      await expect(store.adopt(AREA, upload, "bin")).rejects.toThrow("I/O error");
    } finally {
      sync.mockRestore();
    }
    expect(files()).toEqual([]);
    expect(fs.readFileSync(upload, "utf8")).toBe("bytes");
    const adopted = await store.adopt(AREA, upload, "bin");
    expect(files()).toEqual([adopted.id]);
  });

  it("gives every file a different id", async () => {
    const a = await store.save(AREA, source(1, 10).stream, options);
    const b = await store.save(AREA, source(1, 10).stream, options);
    expect(a.id).not.toBe(b.id);
  });

  it("accepts exactly the limit", async () => {
    const saved = await store.save(AREA, source(10, 100).stream, options);
    expect(saved.bytes).toBe(1000);
  });

  it("fails one byte over the limit and keeps nothing", async () => {
    const { stream } = source(1, 1001);
    await expect(store.save(AREA, stream, options)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(files()).toEqual([]);
  });

  it("stops reading the stream as soon as it passes the limit", async () => {
    const { stream, pulled } = source(1_000_000, 100);
    await expect(store.save(AREA, stream, options)).rejects.toBeInstanceOf(FileTooLargeError);
    // 1000 bytes fit in 10 chunks; the 11th goes over, and nothing after it is read.
    expect(pulled.chunks).toBe(11);
    expect(files()).toEqual([]);
  });

  it("refuses content whose first bytes are not accepted, before reading the rest", async () => {
    const { stream, pulled } = source(1000, 100, Buffer.from("NOTMAGIC"));
    await expect(store.save(AREA, stream, { ...options, maxBytes: 1_000_000 })).rejects.toBeInstanceOf(FileRejectedError);
    expect(pulled.chunks).toBe(1);
    expect(files()).toEqual([]);
  });

  it("collects the head across small chunks", async () => {
    async function* bytes() {
      for (const byte of Buffer.concat([MAGIC, Buffer.from("rest")])) yield Buffer.from([byte]);
    }
    const saved = await store.save(AREA, bytes(), options);
    expect(saved.bytes).toBe(12);
    expect((await text((await store.open(AREA, saved.id))!.stream)).toString()).toBe("MAGIC!!!rest");
  });

  it("refuses an empty or too short file", async () => {
    async function* empty() {}
    await expect(store.save(AREA, empty(), options)).rejects.toBeInstanceOf(FileRejectedError);
    await expect(store.save(AREA, source(1, 3, Buffer.from("MAG")).stream, options)).rejects.toBeInstanceOf(FileRejectedError);
    expect(files()).toEqual([]);
  });

  it("removes the partial file when the source fails midway", async () => {
    async function* broken() {
      yield Buffer.concat([MAGIC, Buffer.alloc(100)]);
      throw new Error("connection lost");
    }
    await expect(store.save(AREA, broken(), options)).rejects.toThrow("connection lost");
    expect(files()).toEqual([]);
  });

  it("never resolves an id outside its area", async () => {
    fs.writeFileSync(path.join(root, "secret.txt"), "secret");
    for (const id of ["../secret.txt", "../../etc/passwd", "secret.txt", "", "a".repeat(32) + ".bin/../../secret.txt"]) {
      expect(await store.open(AREA, id)).toBeUndefined();
    }
    await expect(store.open("../outside", "a".repeat(32) + ".bin")).rejects.toThrow(/Invalid storage area/);
  });

  it("answers undefined for a missing file and deletes idempotently", async () => {
    const saved = await store.save(AREA, source(1, 10).stream, options);
    expect(await store.exists(AREA, saved.id)).toBe(true);
    await store.remove(AREA, saved.id);
    await store.remove(AREA, saved.id);
    expect(await store.exists(AREA, saved.id)).toBe(false);
    expect(await store.open(AREA, saved.id)).toBeUndefined();
  });
});
