import pino from 'pino';
import type { AccessRecord } from './record.ts';

/** Where the lines go: stdout by default, anything with write() in tests. */
export interface LineDestination {
  write(line: string): unknown;
}

/**
 * The default access log: one JSON object per line, marked `"log":"access"` so it can be told apart
 * from the application log on the same stdout. The record carries its own time, so the line is
 * written as plain JSON rather than through a pino level/timestamp formatter (which broke the line).
 */
export function jsonLinesAccessLog(destination: LineDestination = pino.destination(1)): (record: AccessRecord) => void {
  return (record) => {
    destination.write(`${JSON.stringify({ log: 'access', ...record })}\n`);
  };
}
