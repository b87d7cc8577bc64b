import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Runs a program on an uploaded file with an address-space limit and a CPU limit (util-linux `prlimit`, so the
 * kernel enforces them) and a wall-clock limit after which it is killed. Never blocks the event loop: the program
 * is a child process. A program that fails or passes a limit rejects with its exit code or signal and its stderr.
 */
export async function runLimited(program: string, args: string[], limits: { memoryBytes: number; timeoutMs: number }): Promise<void> {
  const cpuSeconds = Math.ceil(limits.timeoutMs / 1000);
  try {
    await run("prlimit", [`--as=${limits.memoryBytes}`, `--cpu=${cpuSeconds}`, "--", program, ...args], {
      timeout: limits.timeoutMs,
      killSignal: "SIGKILL",
      maxBuffer: 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { code?: number | string; signal?: string; stderr?: string };
    throw new Error(
      `${program} failed (${failed.signal ?? failed.code}): ${String(failed.stderr ?? "")
        .trim()
        .slice(0, 500)}`,
      { cause: error },
    );
  }
}
