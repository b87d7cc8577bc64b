import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Config } from "#server/config.ts";
import { uploadStore } from "./upload-store.ts";

const storeIn = (dataDir: string) => uploadStore({ config: { DATA_DIR: dataDir } as Config });

describe("the upload store", () => {
  it("makes its private folder before it is used", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upload-store-"));
    try {
      storeIn(dataDir);
      expect(fs.statSync(path.join(dataDir, "private", "uploads")).isDirectory()).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fails where the caller can see it when the folder cannot be made", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "upload-store-")), "not-a-folder");
    fs.writeFileSync(file, "");
    expect(() => storeIn(file)).toThrow(/ENOTDIR|EEXIST/);
  });
});
