import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("works with no environment at all", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve("./data"));
    expect(config.sqliteFile).toBe(path.resolve("./data/app.sqlite"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.behindTls).toBe(false);
  });

  it("follows PORT for the default public address and detects TLS from PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    const tls = loadConfig({ PUBLIC_URL: "https://thi.example.vn/" });
    expect(tls.PUBLIC_URL).toBe("https://thi.example.vn");
    expect(tls.behindTls).toBe(true);
  });

  it("treats empty variables as unset and names every invalid one", () => {
    expect(loadConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ PORT: "abc", ADMIN_EMAIL: "nope" })).toThrow(/PORT[\s\S]*ADMIN_EMAIL|ADMIN_EMAIL[\s\S]*PORT/);
  });
});
