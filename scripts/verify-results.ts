import { recordSha256, verifyRecord, type ResultsRecord } from "#domain/results-record.ts";
import { CliInputError, readJsonFile, runCli } from "#server/lib/cli.ts";

/**
 * `npm run verify:results -- file.json`: recomputes a published results record (the download from the results
 * page, or the body of GET /api/v1/results/record) with the same code as the server and the in-browser verifier:
 * the semi-final ranking and cut, the final ranking, the jury's Schulze winner and the prizes. Prints the record's
 * SHA-256 and "matches" (exit 0), or the first difference (exit 1). When the file carries the published SHA-256
 * (`sha256` beside `record`), it is checked too.
 */
type Wrapped = { record: ResultsRecord; sha256?: string };

await runCli(async () => {
  const [file] = process.argv.slice(2);
  if (!file) throw new CliInputError("usage: npm run verify:results -- file.json");
  const parsed = readJsonFile(file, "the results record") as ResultsRecord | Wrapped | { data: Wrapped };
  const wrapped: Wrapped = "data" in parsed ? parsed.data : "record" in parsed ? parsed : { record: parsed };
  const { record } = wrapped;
  const sha256 = await recordSha256(record);
  const difference = verifyRecord(record);
  const show = (value: unknown) => JSON.stringify(value);
  console.log(`sha256 ${sha256}`);
  const shaDiffers = Boolean(wrapped.sha256 && wrapped.sha256 !== sha256);
  if (shaDiffers) console.log(`differs: sha256: published ${wrapped.sha256}, computed over this record ${sha256}`);
  if (difference) {
    console.log(`differs: ${difference.path}: recomputed ${show(difference.expected)}, record says ${show(difference.actual)}`);
  } else {
    const final = record.computed.final;
    console.log(
      `matches: ${record.stage}, ${record.entries.length} entries ranked, ${record.computed.semi_final.finalists.length} finalists` +
        (final ? `, ${record.ballots.length} jury ballots, ${final.prizes.length} prizes` : ""),
    );
  }
  return shaDiffers || difference ? 1 : 0;
});
