import { Busboy } from "@fastify/busboy";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { AppContext } from "./api.ts";
import { ApiError } from "./errors.ts";

// Declared in contracts, where an upload operation adds it to its file's limit.

export interface UploadOptions<T> {
  /** Name of the one file part; any other file part is skipped. */
  fileField: string;
  /** Text fields read (at most 1 KB each); others are ignored. */
  fields: readonly string[];
  /** The whole request may not pass this many bytes; checked on Content-Length and again while reading. */
  maxBodyBytes: number;
  /** Consumes the file as it arrives (its own size and type rules apply there); its failure ends the request. */
  onFile: (stream: Readable, fileName: string) => Promise<T>;
  /** Undoes `onFile` when the request fails after the file was taken (e.g. a broken end of the body). */
  discard: (file: T) => Promise<void>;
}

export interface Upload<T> {
  fields: Record<string, string>;
  file: T | undefined;
}

/**
 * Reads a multipart/form-data request holding at most one file without ever holding the file in memory: the
 * file part streams into `onFile`, and the body is cut off as soon as it passes `maxBodyBytes`. Routes using it
 * declare `multipart` on their operation, which lifts the generic API body limit for them.
 */
export async function readUpload<T>(c: AppContext, options: UploadOptions<T>): Promise<Upload<T>> {
  const contentType = c.req.header("content-type") ?? "";
  const body = c.req.raw.body;
  const missingFile = new ApiError("VALIDATION_FAILED", { details: [{ path: options.fileField, messageKey: "validation.required.file" }] });
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !body) throw missingFile;
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > options.maxBodyBytes) throw new ApiError("PAYLOAD_TOO_LARGE");

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: options.fields.length, fieldSize: 1024, parts: options.fields.length + 1, headerPairs: 20 },
    });
  } catch {
    throw missingFile;
  }

  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let received = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength;
      callback(received > options.maxBodyBytes ? new ApiError("PAYLOAD_TOO_LARGE") : null, chunk);
    },
  });

  return new Promise<Upload<T>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let pending: Promise<T> | undefined;
    let fileStream: Readable | undefined;
    let settled = false;
    /** Stops reading at once, then answers only when the file is gone again (no half-written file outlives the request). */
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      const reason = error instanceof ApiError ? error : isBrokenBody(error) ? new ApiError("VALIDATION_FAILED", { messageKey: "errors.uploadFailed" }) : error;
      fileStream?.destroy(reason instanceof Error ? reason : new Error(String(reason)));
      source.destroy();
      meter.destroy();
      parser.destroy();
      const undone = pending ? pending.then(options.discard, () => undefined).catch(() => undefined) : Promise.resolve();
      void undone.then(() => reject(reason));
    };

    parser.on("field", (name: string, value: string) => {
      if (options.fields.includes(name)) fields[name] = value;
    });
    parser.on("file", (name: string, stream: Readable, fileName: string | undefined) => {
      // Its failures (e.g. a body cut off inside the part) reach us through `onFile` (storage) or the parser's own
      // "error"; without a listener here a skipped part's would crash the process.
      stream.on("error", () => undefined);
      if (name !== options.fileField || pending) {
        stream.resume();
        return;
      }
      fileStream = stream;
      pending = options.onFile(stream, fileName ?? "");
      pending.catch(fail);
    });
    parser.on("error", fail);
    parser.on("finish", () => {
      (pending ?? Promise.resolve(undefined)).then((file) => {
        if (settled) {
          if (file !== undefined) options.discard(file).catch(() => undefined);
          return;
        }
        settled = true;
        resolve({ fields, file });
      }, fail);
    });
    source.on("error", fail);
    meter.on("error", fail);
    source.pipe(meter).pipe(parser);
  });
}

/** The parser's complaints about a body that is not well-formed multipart (cut off, no boundary). */
function isBrokenBody(error: unknown): boolean {
  return error instanceof Error && /multipart|boundary/i.test(error.message);
}
