import type { z } from "#contracts/zod.ts";

/**
 * A form's fields as an operation's schema reads them (issue 28's one form pattern, docs/architecture.md "Forms").
 * The action sends `readForm(formData, operation.body)` and the browser checks the same value with the same schema,
 * so nothing maps fields by hand:
 *
 * - a field's name is its path in the body: `limits.title_max` and `prizes.0.count` nest, a repeated name is a list;
 * - text becomes what the schema accepts there: kept as text where text is accepted (an empty optional text clears
 *   the field, as the API documents), a number where only a number is, `true`/`false` for a checkbox;
 * - an empty field is "" where the schema takes "", else `null` where it takes null, else left out.
 *
 * It reads the schema's definition and calls the schema itself: it imports no zod, so it adds nothing to a page.
 */
export function readForm<S extends z.ZodType>(form: FormData | Iterable<[string, FormDataEntryValue]>, schema: S): z.input<S> {
  return coerce(schema, nest(form)) as z.input<S>;
}

type Raw = string | Raw[] | { [name: string]: Raw };

/** Nests dotted names; a name posted twice (checkbox lists, multi-selects) becomes a list. Files are not body fields. */
function nest(form: FormData | Iterable<[string, FormDataEntryValue]>): { [name: string]: Raw } {
  const root: { [name: string]: Raw } = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const path = name.split(".");
    let node = root;
    for (const segment of path.slice(0, -1))
      node = (node[segment] = typeof node[segment] === "object" && !Array.isArray(node[segment]) ? node[segment] : {}) as { [name: string]: Raw };
    const last = path.at(-1)!;
    const previous = node[last];
    node[last] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous as string, value];
  }
  return root;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  coerce?: boolean;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The wrappers a value passes through before its own type is checked. */
const wrapped = (def: Def): z.ZodType | undefined =>
  ["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(def.type)
    ? def.innerType
    : def.type === "pipe"
      ? def.in
      : def.type === "lazy"
        ? def.getter!()
        : undefined;

/** The kinds of JavaScript value a schema accepts as input: "string", "number", "boolean", "null". */
function accepts(schema: z.ZodType): Set<string> {
  const def = defOf(schema);
  const inner = wrapped(def);
  if (inner) return new Set([...accepts(inner), ...(def.type === "nullable" ? ["null"] : [])]);
  if (def.coerce) return new Set(["string"]);
  if (def.type === "union") return new Set(def.options!.flatMap((option) => [...accepts(option)]));
  if (def.type === "literal") return new Set(def.values!.map((value) => (value === null ? "null" : typeof value)));
  if (["string", "enum", "template_literal"].includes(def.type)) return new Set(["string"]);
  if (def.type === "number" || def.type === "bigint") return new Set(["number"]);
  if (def.type === "boolean") return new Set(["boolean"]);
  return new Set(["string"]);
}

/** A number that `z.coerce` reads from text (fees, ids): text it accepts, but "" would read as 0. */
function coercesNumber(schema: z.ZodType): boolean {
  const def = defOf(schema);
  const inner = wrapped(def);
  if (inner) return coercesNumber(inner);
  return def.coerce === true && (def.type === "number" || def.type === "bigint");
}

/** The literal values a field must have, if it is a literal (a discriminated union's tag). */
function literalOf(schema: z.ZodType): unknown[] | undefined {
  const def = defOf(schema);
  const inner = wrapped(def);
  return inner ? literalOf(inner) : def.type === "literal" ? def.values : undefined;
}

/**
 * The object, array or union a structured value is read against, through the wrappers. Of a union's objects, the one
 * whose literal fields the form's values name (`action=draw` picks the draw's body), else the first.
 */
function structure(schema: z.ZodType, raw: Raw): Def {
  const def = defOf(schema);
  const inner = wrapped(def);
  if (inner) return structure(inner, raw);
  if (def.type !== "union") return def;
  const options = def.options!.map((option) => structure(option, raw)).filter((option) => option.type === "object" || option.type === "array");
  const named = (option: Def) =>
    typeof raw === "object" &&
    !Array.isArray(raw) &&
    option.type === "object" &&
    Object.entries(option.shape!).every(([name, field]) => literalOf(field)?.some((value) => String(value) === raw[name]) ?? true);
  return options.find(named) ?? options[0] ?? def;
}

function text(schema: z.ZodType, value: string): unknown {
  const kinds = accepts(schema);
  if (value === "") {
    // An empty field is whatever empty means to this field: "" where the schema takes it (an optional text the API
    // clears), else null, else absent; a required text stays "" so that its own "required" message is the one shown.
    // A number read with `z.coerce` takes "" as 0: an empty one is absent (its own message, or none when optional).
    if (coercesNumber(schema)) return kinds.has("null") ? null : undefined;
    if (schema.safeParse("").success) return "";
    if (kinds.has("null")) return null;
    if (schema.safeParse(undefined).success) return undefined;
    return kinds.has("string") ? "" : undefined;
  }
  if (kinds.has("string")) return value;
  if (kinds.has("number") && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  if (kinds.has("boolean") && (value === "true" || value === "on" || value === "false")) return value !== "false";
  return value;
}

function coerce(schema: z.ZodType, raw: Raw | undefined): unknown {
  if (raw === undefined) return undefined;
  const def = structure(schema, raw);
  if (def.type === "object") {
    const fields = typeof raw === "object" && !Array.isArray(raw) ? raw : {};
    return Object.fromEntries(
      Object.entries(def.shape!)
        .map(([name, field]) => [name, coerce(field, fields[name])] as const)
        .filter(([, value]) => value !== undefined),
    );
  }
  if (def.type === "array") {
    const items = Array.isArray(raw) ? raw : typeof raw === "object" ? Object.values(raw) : [raw];
    return items.map((item) => coerce(def.element!, item));
  }
  // A checkbox posts a hidden "false" before itself: the last value posted is the field's.
  return typeof raw === "string" ? text(schema, raw) : Array.isArray(raw) ? text(schema, String(raw.at(-1))) : raw;
}
