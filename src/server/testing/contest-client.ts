import { randomInt } from "node:crypto";
import { expect } from "vitest";
import type { UploadLimits } from "#contracts/contest.ts";
import type { DraftView } from "#contracts/entry.ts";
import { seedEdition } from "#server/modules/contest/edition.service.ts";
import { tusMetadata } from "./entry-fixtures.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export type Person = Awaited<ReturnType<TestApp["signedIn"]>>;

/** Helpers of the contest's API tests: contestants, tus requests and uploads, the draft. */
export function contestClient(t: TestApp) {
  let people = 0;
  const run = randomInt(1_000_000);

  /** A tus request; `json` is the parsed body when there is one. */
  async function tus(method: string, url: string, headers: Record<string, string>, body?: Uint8Array) {
    const response = await t.app.request(url, {
      method,
      headers: { "tus-resumable": "1.0.0", ...headers },
      ...(body ? { body: body as unknown as BodyInit } : {}),
    });
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
        nation: "VN",
        person_type: "person",
        ...fields,
      });
    },

    /**
     * Creates an upload and sends it whole: the creation's answer, then the PATCH's (when creation succeeded). The
     * job worker does not run in API tests, so the due jobs are run after the PATCH, which checks the file as the
     * worker would (ADR 0029); `check: false` leaves it being checked.
     */
    async upload(person: Person, kind: string, content: Uint8Array, options: { name?: string; declared?: number; lang?: string; check?: boolean } = {}) {
      const headers = { ...person.headers, ...(options.lang ? { "accept-language": options.lang } : {}) };
      const metadata = tusMetadata({ kind, filename: options.name ?? `${kind}.bin` });
      const created = await tus("POST", "/uploads", {
        ...headers,
        "upload-length": String(options.declared ?? content.byteLength),
        "upload-metadata": metadata,
      });
      if (created.status !== 201) return { created, sent: created };
      const location = created.headers.get("location") ?? "";
      const sent = await tus("PATCH", location, { ...headers, "content-type": "application/offset+octet-stream", "upload-offset": "0" }, content);
      if (options.check !== false) await t.deps.jobs.runDue();
      return { created, sent, location };
    },

    /** The draft as the API answers it, in `lang` (the API's default, Vietnamese, unless asked). */
    async draftOf(person: Person, lang?: string): Promise<DraftView> {
      const res = await t.call("GET", "/api/v1/contest/draft", { headers: person.headers, lang });
      expect(res.status).toBe(200);
      return res.json.data;
    },
  };
}

export const KiB = 1024;
/** Small limits, so that "one byte over" costs kilobytes in the tests; the edition's real values are data. */
export const limits: UploadLimits = {
  title_min: 50,
  title_max: 200,
  essay_max_bytes: 64 * KiB,
  image_max_bytes: 16 * KiB,
  image_max_count: 10,
  video_max_bytes: 32 * KiB,
  video_max_count: 3,
  draft_max_bytes: 400 * KiB,
};
export const TITLE = "Thành phố biển – điểm đến hội nghị và sự kiện của khu vực châu Á";

/**
 * The stage of the entry tests: a fresh app whose edition has the small `limits`, an administrator, the contest
 * helpers, `submit` (the entry form, in English unless told) and `fetchLink` (a file link opened as a browser would).
 */
export async function entriesStage() {
  const t = await createTestApp();
  await seedEdition(t.deps);
  await t.db
    .updateTable("contest_editions")
    .set({ limits_json: JSON.stringify(limits) })
    .execute();
  const admin = await t.signedIn("administrator");
  const submit = (person: Person, body: unknown = { choice_answer: "B", title: TITLE, accept_rules: true, declare_not_staff: true }, lang = "en") =>
    t.call("POST", "/api/v1/contest/entry", { headers: person.headers, body, lang });
  async function fetchLink(url: string) {
    const response = await t.app.request(url);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      csp: response.headers.get("content-security-policy"),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }
  /** Runs `work` with the submission window closed a second ago, then opens it again. */
  async function afterTheWindow(work: () => Promise<void>) {
    const edition = await t.db.selectFrom("contest_editions").select(["id", "submission_closes_at"]).executeTakeFirstOrThrow();
    await t.db
      .updateTable("contest_editions")
      .set({ submission_closes_at: new Date(t.clock.now().getTime() - 1000).toISOString() })
      .where("id", "=", edition.id)
      .execute();
    try {
      await work();
    } finally {
      await t.db.updateTable("contest_editions").set({ submission_closes_at: edition.submission_closes_at }).where("id", "=", edition.id).execute();
    }
  }
  return { t, admin, submit, fetchLink, afterTheWindow, ...contestClient(t) };
}

export type EntriesStage = Awaited<ReturnType<typeof entriesStage>>;
