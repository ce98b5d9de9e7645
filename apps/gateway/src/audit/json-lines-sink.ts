import pino, { type DestinationStream } from 'pino';
import type { AccessRecord } from './record.ts';

/**
 * The default access log: one JSON object per line, marked `"log":"access"` so it can be told apart
 * from the application log on the same stdout. The record carries its own time.
 */
export function jsonLinesAccessLog(destination: DestinationStream = pino.destination(1)): (record: AccessRecord) => void {
  const log = pino({ base: null, timestamp: false, formatters: { level: () => ({ log: 'access' }) } }, destination);
  return (record) => log.info(record);
}
