import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { isUniqueViolation, uniqueViolationColumns } from "./dialect.ts";

function sqliteFailure(sql: string): unknown {
  const db = new DatabaseSync(":memory:");
  db.exec(
    "create table users (id integer primary key, email text not null unique, phone text, a text, b text); create unique index users_phone on users (phone); create unique index users_ab on users (a, b);",
  );
  db.exec("insert into users (email, phone, a, b) values ('x@example.com', '+84912345678', 'p', 'q')");
  try {
    db.exec(sql);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

/** What `pg` throws for a unique violation (fields as the driver sets them). */
function pgFailure(detail?: string) {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: "23505",
    constraint: "users_email_key",
    ...(detail ? { detail } : {}),
  });
}

describe("unique violations", () => {
  it("recognises node:sqlite's refusal and names the columns", () => {
    const column = sqliteFailure("insert into users (email) values ('x@example.com')");
    expect(isUniqueViolation(column)).toBe(true);
    expect(uniqueViolationColumns(column)).toEqual(["email"]);
    const index = sqliteFailure("insert into users (email, phone) values ('y@example.com', '+84912345678')");
    expect(uniqueViolationColumns(index)).toEqual(["phone"]);
    const pair = sqliteFailure("insert into users (email, a, b) values ('z@example.com', 'p', 'q')");
    expect(uniqueViolationColumns(pair)).toEqual(["a", "b"]);
  });

  it("recognises PostgreSQL's 23505 and reads the key's columns from the detail", () => {
    expect(isUniqueViolation(pgFailure("Key (email)=(x@example.com) already exists."))).toBe(true);
    expect(uniqueViolationColumns(pgFailure("Key (email)=(x@example.com) already exists."))).toEqual(["email"]);
    expect(uniqueViolationColumns(pgFailure('Key (provider, "subject")=(a, b) already exists.'))).toEqual(["provider", "subject"]);
    expect(uniqueViolationColumns(pgFailure())).toEqual([]);
  });

  it("does not mistake other failures for one", () => {
    expect(isUniqueViolation(sqliteFailure("insert into users (phone) values ('1')"))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("null value in column"), { code: "23502" }))).toBe(false);
    expect(isUniqueViolation("UNIQUE constraint failed: users.email")).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(uniqueViolationColumns(new Error("boom"))).toEqual([]);
  });
});
