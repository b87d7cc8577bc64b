import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The stream went past `maxBytes`; reading stopped there and nothing was kept. */
export class FileTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = "FileTooLargeError";
    this.maxBytes = maxBytes;
  }
}

/** The content is not of an accepted kind (judged by its first bytes); nothing was kept. */
export class FileRejectedError extends Error {
  constructor() {
    super("The file's content is not of an accepted type");
    this.name = "FileRejectedError";
  }
}

export interface SaveOptions {
  /** Reading stops, and the save fails, as soon as the stream passes this many bytes. */
  maxBytes: number;
  /** How many leading bytes `detect` needs to see (fewer when the whole file is shorter). */
  headBytes: number;
  /** Names the file's extension from its first bytes, or refuses it with `undefined`. */
  detect: (head: Uint8Array) => string | undefined;
}

export interface StoredFile {
  /** Random, unguessable name with the detected extension; the only handle to the file. */
  id: string;
  bytes: number;
}

export interface OpenedFile {
  id: string;
  bytes: number;
  stream: ReadableStream<Uint8Array>;
}

/** A random name with its extension; a file derived from another (an image's variant) adds "-<width>" to its name. */
const FILE_ID = /^[a-f0-9]{32}(?:-[0-9]{1,5})?\.[a-z0-9]{1,10}$/;
const AREA = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * Writes a file's bytes, or a folder's names, through to the disk. A row that names a file is written after the file
 * is stored: without this, a power cut after the database's commit (which PostgreSQL makes durable) could leave an
 * entry's essay, an ID image or an attachment named but empty, the kernel not having written it yet. A file's bytes
 * are synced before it gets its name and its folder after, so a name on the disk always has its bytes.
 */
async function syncToDisk(target: string): Promise<void> {
  const handle = await fsp.open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files on the local disk under `root`, grouped by area (e.g. "private/id-images"). Files are written to a
 * temporary name and renamed once complete, so a reader never sees half a file; a failed save leaves nothing. A file
 * saved or adopted is on the disk when the call returns (`syncToDisk`). Ids are checked before any path is built, so
 * an id can never point outside its area.
 */
export function fileStore(root: string) {
  const dirOf = (area: string) => {
    if (!AREA.test(area)) throw new Error(`Invalid storage area: ${area}`);
    return path.join(root, area);
  };
  const pathOf = (area: string, id: string) => {
    if (!FILE_ID.test(id)) return undefined;
    return path.join(dirOf(area), id);
  };

  return {
    /** Streams `source` to a new file, enforcing the byte limit and the content check while reading. */
    async save(area: string, source: AsyncIterable<Uint8Array>, options: SaveOptions): Promise<StoredFile> {
      const dir = dirOf(area);
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = randomBytes(16).toString("hex");
      const partial = path.join(dir, `${name}.part`);
      let bytes = 0;
      let extension: string | undefined;

      const check = (head: Buffer) => {
        extension = options.detect(head);
        if (!extension || !/^[a-z0-9]{1,10}$/.test(extension)) throw new FileRejectedError();
        return head;
      };
      async function* guard(chunks: AsyncIterable<Uint8Array>) {
        let head: Buffer[] = [];
        let headLength = 0;
        for await (const chunk of chunks) {
          bytes += chunk.byteLength;
          if (bytes > options.maxBytes) throw new FileTooLargeError(options.maxBytes);
          if (extension !== undefined) {
            yield chunk;
            continue;
          }
          head.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          headLength += chunk.byteLength;
          if (headLength < options.headBytes) continue;
          yield check(Buffer.concat(head));
          head = [];
        }
        if (extension === undefined) yield check(Buffer.concat(head));
      }

      // Opened before reading, so the clean-up below can never run ahead of the file's creation.
      const handle = await fsp.open(partial, "wx", 0o600);
      let stored: string | undefined;
      try {
        // flush: the stream syncs the bytes through its own handle before it closes it.
        await pipeline(source, guard, handle.createWriteStream({ flush: true }));
        const id = `${name}.${extension}`;
        await fsp.rename(partial, path.join(dir, id));
        stored = path.join(dir, id);
        await syncToDisk(dir);
        return { id, bytes };
      } catch (error) {
        await Promise.all([partial, stored].map((file) => file && fsp.rm(file, { force: true })));
        throw error;
      }
    },

    /**
     * Moves a complete file that is already on the same disk (e.g. a finished resumable upload) into the area under
     * a new random id, without copying it. The caller has checked its content; `extension` names its kind.
     */
    async adopt(area: string, source: string, extension: string): Promise<StoredFile> {
      if (!/^[a-z0-9]{1,10}$/.test(extension)) throw new FileRejectedError();
      const dir = dirOf(area);
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      const id = `${randomBytes(16).toString("hex")}.${extension}`;
      const target = path.join(dir, id);
      const { size } = await fsp.stat(source);
      await syncToDisk(source);
      await fsp.rename(source, target);
      try {
        await fsp.chmod(target, 0o600);
        await syncToDisk(dir);
      } catch (error) {
        // Back where the caller found it, so that a retry can adopt it again (only a failing disk fails this too).
        await fsp.rename(target, source).catch(() => undefined);
        throw error;
      }
      return { id, bytes: size };
    },

    /**
     * The file as a web stream, or `undefined` when there is no such file. With `range`, the stream holds only
     * bytes `start` to `end` (inclusive); `bytes` is still the whole file's size.
     */
    async open(area: string, id: string, range?: { start: number; end: number }): Promise<OpenedFile | undefined> {
      const file = pathOf(area, id);
      if (!file) return undefined;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      const { size } = await handle.stat();
      return { id, bytes: size, stream: Readable.toWeb(handle.createReadStream(range ?? {})) as ReadableStream<Uint8Array> };
    },

    /** The area's directory, created if missing (for a worker thread that writes files into it itself). */
    async directory(area: string): Promise<string> {
      const dir = dirOf(area);
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      return dir;
    },

    /** Writes a file that a worker thread wrote into the area's directory through to the disk (`syncToDisk`). */
    async persist(area: string, id: string): Promise<void> {
      const file = pathOf(area, id);
      if (!file) throw new Error(`Invalid file id: ${id}`);
      await syncToDisk(file);
      await syncToDisk(path.dirname(file));
    },

    /** Where the file is on disk (for a worker thread that reads it itself), or `undefined` for an invalid id. */
    locate(area: string, id: string): string | undefined {
      return pathOf(area, id);
    },

    /** Deletes the file; a missing file is not an error. */
    async remove(area: string, id: string): Promise<void> {
      const file = pathOf(area, id);
      if (file) await fsp.rm(file, { force: true });
    },

    /** Whether a file exists (for tests and housekeeping). */
    async exists(area: string, id: string): Promise<boolean> {
      const file = pathOf(area, id);
      return file
        ? fsp.access(file).then(
            () => true,
            () => false,
          )
        : false;
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;
