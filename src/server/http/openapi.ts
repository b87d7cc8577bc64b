import { z } from "zod";
import { errorBody } from "#contracts/envelope.ts";
import type { Operation } from "#contracts/operation.ts";
import { ApiError } from "./errors.ts";

const jsonSchema = (schema: z.ZodType, io: "input" | "output") => z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });

const toOpenApiPath = (path: string) => path.replace(/:(\w+)\??/g, "{$1}");

/** Builds the OpenAPI 3.1 document from the operations the routers registered. */
/** What an anonymous caller of public content (Operation.sharedWhenAnonymous) is told about caching the answer. */
const sharedAnswerHeaders = {
  "Cache-Control": {
    description:
      "`public, no-cache` for an anonymous caller (the answer is the same for every one; it changes when the content is written), `no-store` otherwise.",
    schema: { type: "string" },
  },
  ETag: { description: "For an anonymous caller: send it back in If-None-Match to get 304 while the content is unchanged.", schema: { type: "string" } },
};

export function openApiDocument(operations: Operation[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    op.paths.forEach((path, index) => {
      const entry = (paths[toOpenApiPath(path)] ??= {});
      const allowed = op.access === "public" ? undefined : op.access;
      const restricted = allowed !== undefined;
      const failureCodes = new Set<number>([
        500,
        ...(op.body || op.query || op.params || op.multipart ? [400] : []),
        ...(op.body ? [415] : []),
        // Every body is limited before it is read (app.ts: BODY_LIMIT_BYTES; uploads their own maxBytes).
        ...(op.body || op.multipart ? [413] : []),
        ...(restricted ? [401, 403] : []),
        ...(op.errors ?? []).map((code) => new ApiError(code).status),
      ]);
      entry[op.method] = {
        tags: [op.tag],
        summary: index === 0 ? op.summary : `${op.summary} (alias of ${op.paths[0]})`,
        description: allowed ? `Roles: ${allowed.join(", ")}.${publicWithText(op)}` : "Public.",
        ...(restricted ? { security: [{ bearer: [] }] } : {}),
        operationId: `${op.method}${toOpenApiPath(path).replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`,
        parameters: [
          ...pathParameters(path, op.params),
          ...queryParameters(op.query),
          {
            name: "lang",
            in: "query",
            required: false,
            description: "Language of messages (vi or en); otherwise Accept-Language.",
            schema: { type: "string", enum: ["vi", "en"] },
          },
        ],
        // An empty body is read as `{}` (api.ts, readJson): a body whose every field is optional may be left out.
        ...(op.body
          ? { requestBody: { required: !op.body.safeParse({}).success, content: { "application/json": { schema: jsonSchema(op.body, "input") } } } }
          : {}),
        ...(op.multipart ? { requestBody: { required: true, content: { "multipart/form-data": { schema: jsonSchema(op.multipart.schema, "input") } } } } : {}),
        responses: {
          [String(op.status ?? 200)]: {
            description: "Success",
            content: successContent(op),
            ...(op.sharedWhenAnonymous ? { headers: sharedAnswerHeaders } : {}),
          },
          ...Object.fromEntries([...failureCodes].map((status) => [String(status), { $ref: "#/components/responses/Error" }])),
        },
      };
    });
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Platform API",
      version: "1",
      description: "Every rule of the product is enforced here. Success: { data, message? }. Failure: { error, message, details? }.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      responses: { Error: { description: "Failure envelope", content: { "application/json": { schema: jsonSchema(errorBody, "output") } } } },
    },
  };
}

/** " Public with chart=1, or is_admin=0." for an operation that some query opens to anyone (the role-matrix test reads it). */
const publicWithText = (op: Operation) =>
  op.publicWith ? ` Public with ${op.publicWith.map((set) => new URLSearchParams(set).toString()).join(", or ")}.` : "";

function successContent(op: Operation) {
  if (!op.responseTypes) return { "application/json": { schema: jsonSchema(op.response, "output") } };
  return Object.fromEntries(op.responseTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]));
}

function propertiesOf(schema: z.ZodType | undefined) {
  return (schema ? jsonSchema(schema, "input") : {}) as { properties?: Record<string, unknown>; required?: string[] };
}

/** Every `:name` of the path, typed by the operation's `params` (a name it does not declare reads as a string). */
function pathParameters(path: string, params: z.ZodType | undefined) {
  const { properties = {} } = propertiesOf(params);
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: "path", required: true, schema: properties[name!] ?? { type: "string" } }));
}

function queryParameters(query: z.ZodType | undefined) {
  const schema = propertiesOf(query);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** A readable reference rendered on the server: no script, no CDN. */
export function openApiHtml(document: ReturnType<typeof openApiDocument>): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);
  const sections = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const o = op as { summary: string; tags: string[]; requestBody?: unknown; responses: Record<string, unknown> };
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>/api/v1${escape(path)}</code></h2>
<p>${escape(o.summary)} <small>(${escape(o.tags.join(", "))})</small></p>
${o.requestBody ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(o.requestBody, null, 2))}</pre></details>` : ""}
<details><summary>Responses: ${Object.keys(o.responses).join(", ")}</summary><pre>${escape(JSON.stringify(o.responses, null, 2))}</pre></details></section>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1a1b1e}
h1{font-size:1.6rem}h2{font-size:1.1rem;margin:0}section{border:1px solid #ced4da;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.m{display:inline-block;min-width:4.5em;font-weight:700}.get{color:#0b6b3a}.post{color:#1c4fa0}.put{color:#8a4b00}.delete{color:#a51d2d}
pre{background:#f1f3f5;padding:.5rem;overflow:auto;font-size:.85rem}</style></head>
<body><h1>API reference (v1)</h1><p>${escape(document.info.description)} Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a>.</p>${sections}</body></html>`;
}
