import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["*.password", "*.token", "*.authorization", "*.cookie", "req.headers.authorization", "req.headers.cookie"], remove: true },
  });
}
