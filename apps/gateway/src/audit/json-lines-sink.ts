import pino from 'pino';
import type { AccessRecord } from './record.ts';
import { CHECKPOINT_LOG, type Checkpoint } from './checkpoint.ts';

/** Where the lines go: stdout by default, anything with write() in tests. */
export interface LineDestination {
  write(line: string): unknown;
}

type StdoutWriter = ReturnType<typeof pino.destination>;

/** Lines are written in batches of about this many bytes (the access log makes one line per request)... */
const BATCH_BYTES = 8192;
/** ... or at least this often when fewer come, so a quiet gateway's lines are never held long. */
const FLUSH_EVERY_MS = 200;

/**
 * An asynchronous line writer (pino's sonic-boom) that writes in batches instead of one write per
 * line (issue 21: a write per access record cost the gateway a threadpool round trip per request).
 */
export function batchedLineWriter(dest: number | string): StdoutWriter {
  return pino.destination({ dest, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS });
}

let stdout: StdoutWriter | null = null;
/**
 * One stdout writer for records, checkpoints and the application log, so their lines keep the order
 * they were made in and never cut into each other. Asynchronous: a call does not wait for the pipe;
 * what is still buffered is written out synchronously when the process ends, however it ends.
 */
export function gatewayStdout(): StdoutWriter {
  if (!stdout) {
    const destination = batchedLineWriter(1);
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
export function jsonLinesAccessLog(destination: LineDestination = stdoutLines()): (record: AccessRecord, json?: string) => void {
  return (record, json) => {
    // The record's own JSON with the marker put first: the text JSON.stringify({ log: 'access', ...record }) writes.
    destination.write(`{"log":"access",${(json ?? JSON.stringify(record)).slice(1)}\n`);
  };
}

/** The chain's signed checkpoints on the same stdout, marked `"log":"access-checkpoint"`. */
export function jsonLinesCheckpointLog(destination: LineDestination = stdoutLines()): (checkpoint: Checkpoint) => void {
  return (checkpoint) => {
    destination.write(`${JSON.stringify({ log: CHECKPOINT_LOG, ...checkpoint })}\n`);
  };
}
