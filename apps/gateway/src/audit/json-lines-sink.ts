import pino from 'pino';
import type { AccessRecord } from './record.ts';
import { CHECKPOINT_LOG, type Checkpoint } from './checkpoint.ts';

/** Where the lines go: stdout by default, anything with write() in tests. */
export interface LineDestination {
  write(line: string): unknown;
}

type StdoutWriter = ReturnType<typeof pino.destination>;

let stdout: StdoutWriter | null = null;
/**
 * One stdout writer for records, checkpoints and the application log, so their lines keep the order
 * they were made in and never cut into each other. Asynchronous: a call does not wait for the pipe;
 * what is still buffered is written out synchronously when the process ends, however it ends.
 */
export function gatewayStdout(): StdoutWriter {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false });
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // stdout already closed: nothing left to write to.
      }
    });
    stdout = destination;
  }
  return stdout;
}
const stdoutLines = (): LineDestination => gatewayStdout();

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
