import { randomInt } from "node:crypto";
import { expect } from "vitest";
import type { DraftView } from "#contracts/entry.ts";
import { tusMetadata } from "./entry-fixtures.ts";
import type { TestApp } from "./test-app.ts";

export type Person = Awaited<ReturnType<TestApp["signedIn"]>>;

/** Helpers of the contest's API tests: contestants, tus requests and uploads, the draft. */
export function contestClient(t: TestApp) {
  let people = 0;
  const run = randomInt(1_000_000);

  /** A tus request; `json` is the parsed body when there is one. */
  async function tus(method: string, url: string, headers: Record<string, string>, body?: Uint8Array) {
    const response = await t.app.request(url, { method, headers: { "tus-resumable": "1.0.0", ...headers }, ...(body ? { body: body as unknown as BodyInit } : {}) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
  }

  return {
    tus,

    /** A contestant who may submit: activated, adult, personal information complete. */
    contestant(fields: Parameters<TestApp["signedIn"]>[1] = {}) {
      people += 1;
      return t.signedIn("candidate", {
        id_number: `ID${run}${String(people).padStart(4, "0")}`,
        birth_date: "1990-05-01",
        phone_number: `+8491${String(people).padStart(7, "0")}`,
        nation: "Việt Nam",
        person_type: "person",
        ...fields,
      });
    },

    /** Creates an upload and sends it whole: the creation's answer, then the PATCH's (when creation succeeded). */
    async upload(person: Person, kind: string, content: Uint8Array, options: { name?: string; declared?: number; lang?: string } = {}) {
      const headers = { ...person.headers, ...(options.lang ? { "accept-language": options.lang } : {}) };
      const metadata = tusMetadata({ kind, filename: options.name ?? `${kind}.bin` });
      const created = await tus("POST", "/uploads", { ...headers, "upload-length": String(options.declared ?? content.byteLength), "upload-metadata": metadata });
      if (created.status !== 201) return { created, sent: created };
      const location = created.headers.get("location") ?? "";
      const sent = await tus("PATCH", location, { ...headers, "content-type": "application/offset+octet-stream", "upload-offset": "0" }, content);
      return { created, sent, location };
    },

    async draftOf(person: Person): Promise<DraftView> {
      const res = await t.call("GET", "/api/v1/contest/draft", { headers: person.headers });
      expect(res.status).toBe(200);
      return res.json.data;
    },
  };
}
