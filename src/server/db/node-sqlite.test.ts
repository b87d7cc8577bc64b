import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nodeSqliteDatabase } from "./node-sqlite.ts";

describe("nodeSqliteDatabase transactions", () => {
  let dir: string;
  let db: Kysely<{ t: { id: number; v: string } }>;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "node-sqlite-test-"));
    db = new Kysely({ dialect: new SqliteDialect({ database: nodeSqliteDatabase(path.join(dir, "db.sqlite")) }) });
    await sql`create table t (id integer primary key, v text not null)`.execute(db);
    await db.insertInto("t").values({ id: 1, v: "a" }).execute();
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("hold the write lock from their start, so a read-then-write is never cut off by another connection", async () => {
    const other = new DatabaseSync(path.join(dir, "db.sqlite"), { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("t").selectAll().execute();
        // Another connection cannot slip a write in between (with a deferred BEGIN it could, and the update below
        // would then fail with SQLITE_BUSY_SNAPSHOT).
        expect(() => other.exec("insert into t (id, v) values (2, 'b')")).toThrow(/locked/);
        await trx.updateTable("t").set({ v: "c" }).where("id", "=", 1).execute();
      });
      other.exec("insert into t (id, v) values (2, 'b')");
      expect(await db.selectFrom("t").select("v").orderBy("id").execute()).toEqual([{ v: "c" }, { v: "b" }]);
    } finally {
      other.close();
    }
  });
});
