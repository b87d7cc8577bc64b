import { describe, expect, it } from "vitest";
import { runLimited } from "./limited-process.ts";

describe("runLimited: external programs on uploaded files, with limits", () => {
  it("runs a program within its limits", async () => {
    await expect(runLimited("ffmpeg", ["-v", "error", "-version"], { memoryBytes: 512 * 1024 * 1024, timeoutMs: 10_000 })).resolves.toBeUndefined();
  });

  it("fails a program that needs more address space than it is given", async () => {
    await expect(runLimited("ffmpeg", ["-v", "error", "-version"], { memoryBytes: 8 * 1024 * 1024, timeoutMs: 10_000 })).rejects.toThrow(/ffmpeg failed/);
  });

  it("kills a program that runs past its time", async () => {
    const started = performance.now();
    await expect(runLimited("sleep", ["10"], { memoryBytes: 64 * 1024 * 1024, timeoutMs: 300 })).rejects.toThrow(/sleep failed \(SIGKILL\)/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
