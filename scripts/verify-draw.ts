import { verifyDraw, type DrawDifference, type DrawRecord } from "#domain/lucky-draw.ts";
import { CliInputError, readInputFile, readJsonFile, runCli } from "#server/lib/cli.ts";

/**
 * `npm run verify:draw -- record.json list.txt`: recomputes a published week from its record and frozen list with
 * the same code as the server and the in-browser verifier. Prints "matches" (exit 0) or each difference (exit 1).
 */

function describe(difference: DrawDifference): string {
  switch (difference.field) {
    case "list_format":
      return `the list file is not in the canonical form (line ${difference.line}: ${difference.reason === "order" ? "not in ascending order" : "not a 7-digit number followed by a line feed"})`;
    case "winner":
      return `winner at position ${difference.position}: recomputed ${difference.expected ?? "none"}, record says ${difference.actual ?? "none"}`;
    default:
      return `${difference.field}: recomputed ${difference.expected}, record says ${difference.actual}`;
  }
}

await runCli(async () => {
  const [recordPath, listPath] = process.argv.slice(2);
  if (!recordPath || !listPath) throw new CliInputError("usage: npm run verify:draw -- record.json list.txt");
  const parsed = readJsonFile(recordPath, "the draw record") as DrawRecord | { data: DrawRecord };
  const record = "data" in parsed ? parsed.data : parsed;
  const differences = await verifyDraw(record, readInputFile(listPath, "the frozen list"));
  if (differences.length === 0) {
    console.log(`matches: week ${record.week}, ${record.list.count} numbers, ${record.winners.length} drawn (${record.algorithm})`);
    return 0;
  }
  for (const difference of differences) console.log(`differs: ${describe(difference)}`);
  return 1;
});
