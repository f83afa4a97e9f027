/** A logger that remembers its lines, for unit tests, the e2e harness and the benchmarks. */
import { createLogger, type Logger, type LogLevel } from '../../main/log/logger';

export function createMemoryLogger(): Logger & {
  lines: string[];
  has(level: LogLevel, text: string): boolean;
} {
  const lines: string[] = [];
  const logger = createLogger([(line) => lines.push(line)], { now: () => new Date(0) });
  return {
    ...logger,
    lines,
    has: (level, text) => lines.some((l) => l.includes(`[${level}]`) && l.includes(text)),
  };
}
