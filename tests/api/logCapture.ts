// The server's log lines as a test sees them: every line the root logger writes, parsed, from now
// until `restore()`; info lines included whatever LOG_LEVEL the tests run with.
import type { LogLevel } from "../../server/config.ts";
import { logger, setLogLevel, writeLogsTo } from "../../server/operations/logger.ts";

export type LogLine = Record<string, unknown> & { level: number; msg: string };

export function captureLogs() {
  const lines: LogLine[] = [];
  const restoreOutput = writeLogsTo({ write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const previousLevel = logger.level as LogLevel;
  setLogLevel("info");
  return {
    lines,
    restore() {
      restoreOutput();
      setLogLevel(previousLevel);
    },
  };
}
