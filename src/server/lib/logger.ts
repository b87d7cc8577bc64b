import { pino, type Logger } from "pino";

export type { Logger };

/**
 * JSON lines on stdout, written asynchronously: a request never waits for the terminal or the log collector
 * (pino flushes what is left when the process exits).
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ["*.password", "*.token", "*.authorization", "*.cookie", "req.headers.authorization", "req.headers.cookie"], remove: true },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
