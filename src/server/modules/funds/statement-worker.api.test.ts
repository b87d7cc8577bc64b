import { describe, expect, it } from "vitest";
import { STATEMENT_MAX_ROWS } from "#domain/statement-format.ts";
import { worstTimerDelay } from "#server/testing/event-loop.ts";
import { statementsSuite } from "#server/testing/statement-fixtures.ts";
import { xlsxOfRows } from "#server/testing/xlsx-bomb.ts";
import { closeStatementWorker, STATEMENT_LIMITS } from "./statement-worker.ts";

/** An xlsx of the generic format within the upload limit (about 1 MB) that unpacks to 90,000 rows: seconds of parsing. */
const heavyXlsx = () => xlsxOfRows(["date", "amount", "description"], ["23/11/2026", 1_000_000, "tien lai"], 90_000);

/**
 * The statement worker's limits (docs/funds.md, "Formats"; ADR 0015): a file that is too big, too slow or too hungry
 * to read is refused with a translated 422 and stores nothing, and the server's event loop keeps answering meanwhile.
 * The time and memory tests lower the limits for their file (a fresh worker reads them) and put them back.
 */
describe("the statement worker's limits", () => {
  const { s, upload, count } = statementsSuite();

  /** Runs `work` with the worker's limits changed, then restores them; each side gets a worker of its own limits. */
  async function withLimits<T>(limits: Partial<typeof STATEMENT_LIMITS>, work: () => Promise<T>): Promise<T> {
    const defaults = structuredClone(STATEMENT_LIMITS);
    await closeStatementWorker();
    Object.assign(STATEMENT_LIMITS, limits);
    try {
      return await work();
    } finally {
      Object.assign(STATEMENT_LIMITS, defaults);
      await closeStatementWorker();
    }
  }
  const nothingStored = async () => expect([await count("fund_statement_lines"), await count("fund_statement_imports")]).toEqual([0, 0]);

  it("reads a workbook built the way the heavy one is (so the refusals below are the limits' doing)", async () => {
    const res = await upload("generic", await xlsxOfRows(["date", "amount", "description"], ["23/11/2026", 1_000_000, "tien lai"], 3), "sao-ke.xlsx");
    expect(res).toMatchObject({ status: 201, json: { data: { import: { credits: 3, to_decide: 3 } } } });
  });

  it("refuses a file of more rows than a statement holds, in the caller's language", async () => {
    // Short rows, so the file is well within the upload's size: the row count alone refuses it.
    const csv = `date;amount;description\n${"1;1;x\n".repeat(STATEMENT_MAX_ROWS)}`;
    expect(await upload("generic", csv, "sao-ke.csv", "en")).toMatchObject({
      status: 422,
      json: { message: expect.stringMatching(/^This file has too many rows for one statement/) },
    });
    expect(await upload("generic", csv, "sao-ke.csv", "vi")).toMatchObject({
      status: 422,
      json: { message: expect.stringMatching(/^Tệp này có quá nhiều dòng cho một sao kê/) },
    });
    await nothingStored();
  });

  it("stops a file that takes too long to read, and the event loop answers meanwhile", async () => {
    const file = await heavyXlsx();
    await withLimits({ timeoutMs: 500 }, async () => {
      const started = performance.now();
      const answer = upload("generic", file, "sao-ke.xlsx", "vi");
      // Parsed on the event loop, the workbook would hold every timer for seconds.
      expect(await worstTimerDelay(answer)).toBeLessThan(400);
      expect(await answer).toMatchObject({ status: 422, json: { message: expect.stringMatching(/^Không đọc được tệp này như một sao kê/) } });
      expect(performance.now() - started).toBeLessThan(STATEMENT_LIMITS.timeoutMs + 5_000);
      expect((await s.t.call("GET", "/api/v1/funds/statements", { headers: s.admin.headers })).status).toBe(200);
    });
    await nothingStored();
  }, 30_000);

  it("stops a file whose reading outgrows the worker's memory", async () => {
    const file = await heavyXlsx();
    await withLimits({ resourceLimits: { ...STATEMENT_LIMITS.resourceLimits, maxOldGenerationSizeMb: 32 } }, async () => {
      const started = performance.now();
      expect(await upload("generic", file, "sao-ke.xlsx", "en")).toMatchObject({
        status: 422,
        json: { message: expect.stringMatching(/^This file is not a statement we can read/) },
      });
      // Well before the time limit: it was the heap that ended the worker.
      expect(performance.now() - started).toBeLessThan(STATEMENT_LIMITS.timeoutMs);
    });
    await nothingStored();
  }, 30_000);
});
