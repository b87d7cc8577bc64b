import fs from "node:fs";
import path from "node:path";

/**
 * Keeps the prose in step with the code where the code holds a list: every npm script is in the README's command
 * table, and every environment variable of src/server/config.ts has exactly one row in the installing guide's table
 * (and no row names a variable the code no longer reads).
 */
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const problems: string[] = [];

const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
const readme = read("README.md");
const commandTable = readme.slice(readme.indexOf("## Commands"), readme.indexOf("\n## ", readme.indexOf("## Commands") + 1));
for (const script of scripts) {
  const spelled = script === "start" || script === "test" ? `npm ${script}` : `npm run ${script}`;
  if (!new RegExp(`\`${spelled.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\``).test(commandTable))
    problems.push(`README.md's command table does not list \`${spelled}\``);
}

const guide = "docs/guide/installing.md";
const variables = [...read("src/server/config.ts").matchAll(/^ {2}([A-Z][A-Z0-9_]+): z\b/gm)].map((match) => match[1]!);
const rows = [...read(guide).matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]!);
for (const variable of variables) {
  const count = rows.filter((row) => row === variable).length;
  if (count !== 1) problems.push(`${guide} documents ${variable} ${count} times (once expected)`);
}
for (const row of new Set(rows)) if (!variables.includes(row)) problems.push(`${guide} documents ${row}, which src/server/config.ts does not read`);

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
