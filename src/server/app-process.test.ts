import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_NODE_FLAGS, APP_PROCESS_ENV } from "../../scripts/app-process.ts";

/** Size of V8's young generation (MiB) in a Node process run with `flags`, after allocating a few hundred MiB. */
function youngGenerationAfterLoad(flags: string[]): number {
  const script = `
    const v8 = require("node:v8");
    let keep = [];
    for (let i = 0; i < 1e7; i++) { keep.push({ i }); if (keep.length > 1e5) keep = []; }
    console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size / 2 ** 20);`;
  return Number(execFileSync(process.execPath, [...flags, "-e", script], { encoding: "utf8" }).trim());
}

describe("how app processes are started (docs/operations.md, Memory)", () => {
  it("the V8 flags fix the young generation at 32 MiB, whatever the machine's memory would let V8 grow it to", () => {
    expect(youngGenerationAfterLoad(APP_NODE_FLAGS)).toBe(32);
  }, 20_000);

  it("`npm start` runs with the same flags and malloc setting (package.json cannot import them), the environment's own winning", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "..", "..", "package.json"), "utf8")) as { scripts: Record<string, string> };
    const env = Object.entries(APP_PROCESS_ENV)
      .map(([name, value]) => `${name}=\${${name}:-${value}} `)
      .join("");
    expect(pkg.scripts.start).toBe(`${env}node ${APP_NODE_FLAGS.join(" ")} scripts/start.ts`);
  });
});
