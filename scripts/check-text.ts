import { cliConfig, openInstalledDatabase, runCli } from "#server/lib/cli.ts";
import { findHiddenText } from "#server/lib/text-check.ts";

/**
 * `npm run check:text`: lists the stored names and texts that hide control or direction characters, show nothing, or
 * are not in NFC (written before the contracts refused them; src/server/lib/text-check.ts). Exit 1 when there is any.
 */
await runCli(async () => {
  const database = await openInstalledDatabase(cliConfig());
  try {
    const findings = await findHiddenText(database.db);
    for (const { table, id, column, problem } of findings) console.log(`${table} ${id} ${column}: ${problem}`);
    console.log(findings.length ? `${findings.length} stored text(s) to correct.` : "Every stored name and text is clean.");
    return findings.length ? 1 : 0;
  } finally {
    await database.close();
  }
});
