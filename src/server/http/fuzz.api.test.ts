import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/modules/identity/sessions.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** A small seeded generator (mulberry32), so every run sends the same requests and a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { int, pick };
}
type Random = ReturnType<typeof generator>;

const nastyStrings = [
  "",
  " ",
  "\u0000",
  "null",
  "-1",
  "1e309",
  "０１２",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "../../etc/passwd",
  "\ud800",
  "Nguyễn Thị Lan",
  "%E0%A4%A",
  "🙂".repeat(50),
];

function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308, 42]);
    case 2:
      return random.pick([true, false]);
    case 3:
      return random.pick(nastyStrings);
    case 4:
      return "x".repeat(random.pick([1, 300, 70_000]));
    case 5:
      return random.pick(["2026-02-30", "31/12/2026", "0912345678", "a@b", "https://evil.example"]);
    case 6:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [random.pick(["id", "__proto__", "constructor", "a", ""]), randomValue(random, depth + 1)]),
      );
  }
}

/** Query and path text; a lone surrogate goes as the malformed UTF-8 bytes a client could still send. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

interface Body {
  type: string;
  body: string | Uint8Array<ArrayBuffer>;
}

/** One generated body: a random JSON value, the operation's own fields with wrong values, or bytes no parser expects. */
function randomBody(random: Random, fields: string[]): Body {
  const json = (value: unknown): Body => ({ type: "application/json", body: JSON.stringify(value) ?? "null" });
  switch (random.int(9)) {
    case 0:
      return json(randomValue(random));
    case 1:
    case 2:
      return json(Object.fromEntries(fields.map((field) => [field, randomValue(random)])));
    case 3:
      return {
        type: "multipart/form-data; boundary=fuzz",
        body: `--fuzz\r\ncontent-disposition: form-data; name="${random.pick(fields.length ? fields : ["file"])}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\u0089PNG`,
      };
    case 4:
      return { type: "application/json", body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) };
    case 5:
      return { type: "application/json", body: `{"${random.pick(fields.length ? fields : ["a"])}": "${"y".repeat(400_000)}"}` };
    case 6:
      return {
        type: random.pick(["application/x-www-form-urlencoded", "text/plain", "application/xml", ""]),
        body: `${random.pick(fields.length ? fields : ["a"])}=1`,
      };
    case 7:
      return { type: "application/json", body: random.pick(["{", '{"a":', "[1,2", "\u0000", "{}}", '"\\ud800"']) };
    default:
      return { type: "application/json", body: "z".repeat(1024 * 1024 + 1) };
  }
}

interface Operation {
  method: string;
  path: string;
  fields: string[];
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; parameters?: { name: string; in: string }[] }
    >
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const schema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      return { method: method.toUpperCase(), path, fields: [...Object.keys(schema?.properties ?? {}), ...query] };
    }),
  );
}

const BODIES_PER_OPERATION_AND_CALLER = 8;

describe("fuzzing every operation of the OpenAPI document", () => {
  let t: TestApp;
  let adminId: number;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp({ SIGNIN_RATE_LIMIT: "100000" });
    adminId = (await t.signedIn("administrator")).id;
    // Refused requests may count (rate limits) and be audited; nothing else may grow.
    tables = (await t.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !["rate_limits", "audit_events", "sessions"].includes(name) && !name.startsWith("kysely_"));
  });
  afterAll(() => t.close());

  const rowCounts = async () =>
    (
      await sql<
        Record<string, number | string>
      >`select ${sql.join(tables.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(name)}`))}`.execute(t.db)
    ).rows[0];

  it(`sends ${BODIES_PER_OPERATION_AND_CALLER} generated bodies per operation, as an administrator and anonymously: no 5xx, no write when refused`, async () => {
    const random = generator(20261122);
    const operations = operationsOf((await t.call("GET", "/api/v1/openapi.json")).json);
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const caller of ["administrator", "anonymous"] as const) {
        for (let i = 0; i < BODIES_PER_OPERATION_AND_CALLER; i++) {
          const headers: Record<string, string> = {};
          if (caller === "administrator") headers.authorization = `Bearer ${(await createSession(t.db, t.deps, adminId, "fuzz")).token}`;
          const path = op.path.replace(/\{\w+\}/g, () => encode(random.pick(["999999", "0", "-1", "abc", "1.5", "front", "ü", "%E0"])));
          const generated = randomBody(random, op.fields);
          const query = op.fields.length ? `?${op.fields.map((f) => `${encode(f)}=${encode(String(randomValue(random)).slice(0, 200))}`).join("&")}` : "";
          const withBody = op.method !== "GET";
          if (withBody && generated.type) headers["content-type"] = generated.type;
          const before = await rowCounts();
          const res = await t.app.request(`/api/v1${path}${withBody ? "" : query}`, {
            method: op.method,
            headers,
            ...(withBody ? { body: generated.body } : {}),
          });
          const text = await res.text();
          sent++;
          const label = `${op.method} ${path} as ${caller} with ${generated.type} ${String(generated.body.slice(0, 60))}: ${res.status} ${text.slice(0, 120)}`;
          if (res.status >= 500) problems.push(label);
          else if (res.status >= 400 && JSON.stringify(await rowCounts()) !== JSON.stringify(before)) problems.push(`${label} (wrote rows)`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
  }, 120_000);

  /** Values JSON.parse gives that a loose reader would take for an amount (issue 26: each created an order). */
  const looseAmounts = [[100_000_000], "1e9", true, 1.5, "100000000.000", " 100000000", "-1", "0x10", "１００", { value: 1 }, "1_000", 1e21];

  it("refuses loose values in every money and unit field the OpenAPI document marks (x-amount): 400 naming the field, nothing written", async () => {
    type Property = { "x-amount"?: string; const?: unknown; anyOf?: Property[] };
    type Schema = { properties?: Record<string, Property>; oneOf?: Schema[]; anyOf?: Schema[] };
    // An optional field (`.nullish()`) is "anyOf: [the amount, null]".
    const isAmount = (property: Property) => Boolean(property["x-amount"] ?? property.anyOf?.some((option) => option["x-amount"]));
    const document = (await t.call("GET", "/api/v1/openapi.json")).json as {
      paths: Record<string, Record<string, { description: string; requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
    };
    const investorId = (await t.signedIn("investor")).id;
    // Each operation is called as a role it admits, so the body is what it answers about.
    const headersFor = async (description: string) => ({
      authorization: `Bearer ${(await createSession(t.db, t.deps, /administrator/.test(description) ? adminId : investorId, "fuzz")).token}`,
      "content-type": "application/json",
    });
    const covered: string[] = [];
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const schema = op.requestBody?.content["application/json"]?.schema ?? {};
        const headers = await headersFor(op.description);
        // A body that is one of several shapes (POST /order: buy or sell) is tried shape by shape, with its discriminator.
        for (const variant of schema.oneOf ?? schema.anyOf ?? [schema]) {
          const properties = Object.entries(variant.properties ?? {});
          const discriminator = Object.fromEntries(
            properties.filter(([, property]) => property.const !== undefined).map(([name, property]) => [name, property.const]),
          );
          for (const [field] of properties.filter(([, property]) => isAmount(property))) {
            covered.push(`${method.toUpperCase()} ${path} ${field}`);
            for (const value of looseAmounts) {
              const before = await rowCounts();
              const res = await t.app.request(`/api/v1${path.replace(/\{\w+\}/g, "1")}`, {
                method: method.toUpperCase(),
                headers,
                body: JSON.stringify({ ...discriminator, [field]: value }),
              });
              const json = (await res.json()) as { details?: { path: string }[] };
              const label = `${method.toUpperCase()} ${path} ${field}=${JSON.stringify(value)}: ${res.status}`;
              if (res.status !== 400 || !json.details?.some((detail) => detail.path === field)) problems.push(label);
              if (JSON.stringify(await rowCounts()) !== JSON.stringify(before)) problems.push(`${label} (wrote rows)`);
            }
          }
        }
      }
    }
    expect(covered).toEqual(
      expect.arrayContaining([
        "POST /order giatri",
        "POST /order soluongban",
        "POST /hieuqua giatri1",
        "POST /hieuqua giatri2",
        "PUT /funds/settings min_buy_vnd",
        "POST /order/admin/addorder giatri",
        "POST /order/admin/addorder price",
        "POST /order/admin/addorder model",
      ]),
    );
    expect(problems).toEqual([]);
  });

  it("an investor's buy with a loose amount is refused as invalid (400) and stores no order; a JSON integer or a digit string passes the contract", async () => {
    const investor = await t.signedIn("investor");
    const buy = (giatri: unknown) =>
      t.call("POST", "/api/v1/order", {
        headers: { ...investor.headers, "idempotency-key": `loose-${encodeURIComponent(JSON.stringify(giatri))}` },
        body: { type: "buy", loai: 0, giatri, soluongban: 0 },
        lang: "en",
      });
    for (const giatri of looseAmounts) {
      const res = await buy(giatri);
      expect(res.status, JSON.stringify(giatri)).toBe(400);
      expect(res.json.details).toEqual([{ path: "giatri", message: "The amount is a whole number of VND above 0." }]);
    }
    // Past the contract, this investor (no KYC yet) meets the next rule.
    for (const giatri of [5_000_000, "5000000"]) expect((await buy(giatri)).json.error).toBe("UNPROCESSABLE");
    expect(await t.db.selectFrom("fund_orders").select("id").where("user_id", "=", investor.id).execute()).toEqual([]);
  });
});
