import path from "node:path";
import { describe, expect, it } from "vitest";
import { emailField } from "#contracts/account.ts";
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
    // The first administrator's address must pass the sign-in form's own rule, or nobody could sign in with it.
    expect(emailField.parse(config.ADMIN_EMAIL)).toBe(config.ADMIN_EMAIL);
  });

  it("reads ADMIN_EMAIL as the sign-in form does (trimmed, lower case) and refuses one it would refuse", () => {
    expect(loadConfig({ ADMIN_EMAIL: " BanToChuc@Example.VN " }).ADMIN_EMAIL).toBe("bantochuc@example.vn");
    expect(() => loadConfig({ ADMIN_EMAIL: "admin@localhost" })).toThrow(/ADMIN_EMAIL/);
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

  it("reads SMPP_URL into the gateway's address, credentials and sender", () => {
    expect(loadConfig({}).SMPP_URL).toBeUndefined();
    expect(loadConfig({ SMPP_URL: "smpp://cuocthi:p%40ss@sms.example.vn:2776?source=CUOCTHI" }).SMPP_URL).toEqual({
      host: "sms.example.vn",
      port: 2776,
      tls: false,
      systemId: "cuocthi",
      password: "p@ss",
      source: "CUOCTHI",
    });
    expect(loadConfig({ SMPP_URL: "smpps://id:pw@[::1]?source=%2B84901234567" }).SMPP_URL).toMatchObject({
      host: "::1",
      port: 3550,
      tls: true,
      source: "+84901234567",
    });
    expect(loadConfig({ SMPP_URL: "smpp://id:pw@gw?source=X" }).SMPP_SUBMITS_PER_SECOND).toBe(10);
  });

  it("refuses an SMPP_URL the gateway would refuse, saying what is expected and never echoing the password", () => {
    const refusal = (url: string) => {
      try {
        loadConfig({ SMPP_URL: url });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refusal("http://id:secretpw@gw?source=X")).toMatch(/SMPP_URL: expected smpp:\/\/system_id:password@host:port\?source=SENDER/);
    expect(refusal("smpp://gw?source=X")).toMatch(/SMPP_URL: .*system_id are required/);
    expect(refusal("smpp://id:toolongpassword@gw?source=X")).toMatch(/SMPP_URL: .*password of 8/);
    expect(refusal("smpp://id:secretpw@gw")).toMatch(/SMPP_URL: .*source must be/);
    expect(refusal("smpp://id:secretpw@gw?source=TWELVE_CHARS")).toMatch(/source must be/);
    expect(refusal("smpp://id:secretpw@gw")).not.toContain("secretpw");
  });
});
