import { describe, expect, it } from "vitest";
import { sharedMessages } from "./messages.ts";
import { z } from "./zod.ts";

/**
 * No zod default message can reach a person: every contract schema is fed wrong values of every type, at the
 * top and in every field, and every issue it reports must be a key present in both shared catalogues.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./zod.ts", "!./messages.ts"], { eager: true });

const badValues: unknown[] = [undefined, null, Number.NaN, -1, 1.5, 1e12, "", " ", "x", "x".repeat(10_001), "2026-13-45", true, [], {}, [1, "a"]];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Inputs with every leaf field set to `bad`, and inputs with one field at a time set to it (the rest from `fill`). */
function inputsFor(schema: z.ZodType, bad: unknown, depth = 0): unknown[] {
  const def = defOf(schema);
  if (depth > 6) return [bad];
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      const allBad = Object.fromEntries(keys.map((key) => [key, inputsFor(shape[key] as z.ZodType, bad, depth + 1)[0]]));
      const oneBad = keys.flatMap((key) => inputsFor(shape[key] as z.ZodType, bad, depth + 1).map((value) => ({ ...allBad, [key]: value })));
      return [bad, allBad, ...oneBad.slice(0, 40)];
    }
    case "array":
      return [bad, ...inputsFor(def.element as z.ZodType, bad, depth + 1).map((value) => [value])];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inputsFor(def.innerType as z.ZodType, bad, depth + 1);
    case "pipe":
      return inputsFor(def.in as z.ZodType, bad, depth + 1);
    case "union":
      return (def.options ?? []).flatMap((option) => inputsFor(option, bad, depth + 1)).slice(0, 20);
    case "intersection":
      return [...inputsFor(def.left as z.ZodType, bad, depth + 1), ...inputsFor(def.right as z.ZodType, bad, depth + 1)];
    default:
      return [bad];
  }
}

const isKey = (locale: "vi" | "en", key: string) =>
  typeof key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], sharedMessages[locale]) === "string";

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${file.slice(2)} ${name}`, schema] as const),
);

describe("no zod default message reaches the UI", () => {
  it("finds the contract schemas", () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)("%s reports only catalogue keys", (_name, schema) => {
    const messages = new Set<string>();
    for (const bad of badValues) {
      for (const input of inputsFor(schema, bad)) {
        const result = schema.safeParse(input);
        for (const issue of result.success ? [] : result.error.issues) messages.add(issue.message);
      }
    }
    const notKeys = [...messages].filter((message) => !isKey("vi", message) || !isKey("en", message));
    expect(notKeys).toEqual([]);
  });

  it("a number field given text says so in both languages", () => {
    const issue = z.object({ count: z.number() }).safeParse({ count: Number.NaN }).error?.issues[0];
    expect(issue?.message).toBe("validation.number");
  });
});
