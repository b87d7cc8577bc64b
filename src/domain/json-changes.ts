/**
 * What changed between two JSON values, field by field, for the activity history: nested objects are walked, arrays
 * and scalars compared whole. A value only before was removed; only after, added.
 */
export interface Change {
  path: string;
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function jsonChanges(before: unknown, after: unknown, path = ""): Change[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => jsonChanges(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (isObject(before) && after === undefined) return Object.keys(before).flatMap((key) => jsonChanges(before[key], undefined, path ? `${path}.${key}` : key));
  if (isObject(after) && before === undefined) return Object.keys(after).flatMap((key) => jsonChanges(undefined, after[key], path ? `${path}.${key}` : key));
  if (same(before, after)) return [];
  return [{ path, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) }];
}
