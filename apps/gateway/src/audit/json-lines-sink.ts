import pino from 'pino';
import type { AccessRecord } from './record.ts';
import { CHECKPOINT_LOG, type Checkpoint } from './checkpoint.ts';

/** Where the lines go: stdout by default, anything with write() in tests. */
export interface LineDestination {
  write(line: string): unknown;
}

let stdout: LineDestination | null = null;
/** One stdout writer for records and checkpoints, so their lines keep the order they were made in. */
const stdoutLines = (): LineDestination => (stdout ??= pino.destination(1));

/**
 * The default access log: one JSON object per line, marked `"log":"access"` so it can be told apart
 * from the application log on the same stdout. The record carries its own time, so the line is
 * written as plain JSON rather than through a pino level/timestamp formatter (which broke the line).
 */
export function jsonLinesAccessLog(destination: LineDestination = stdoutLines()): (record: AccessRecord) => void {
  return (record) => {
    destination.write(`${JSON.stringify({ log: 'access', ...record })}\n`);
  };
}

/** The chain's signed checkpoints on the same stdout, marked `"log":"access-checkpoint"`. */
export function jsonLinesCheckpointLog(destination: LineDestination = stdoutLines()): (checkpoint: Checkpoint) => void {
  return (checkpoint) => {
    destination.write(`${JSON.stringify({ log: CHECKPOINT_LOG, ...checkpoint })}\n`);
  };
}
