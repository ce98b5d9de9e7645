/**
 * `npm run audit:verify -- <file|--db> [--partial]`: checks the access log's hash chain and prints
 * the first broken link (exit 1) or how many records held (exit 0).
 *   <file>     a JSON-lines log (the gateway's stdout; other lines are skipped)
 *   --db       gateway.access_log in DATABASE_URL
 *   --partial  the records may start mid-chain (a rotated file)
 * AUDIT_CHAIN_KEY: the gateways' chain key, needed when they were given one.
 */
import { createDb } from '@bo/db';
import { verifyChain } from '../apps/gateway/src/audit/verify.ts';
import { accessRecordsOfFile, accessRecordsOfTable } from '../apps/gateway/src/audit/read-log.ts';

async function collect(source: AsyncIterable<unknown>): Promise<unknown[]> {
  const all: unknown[] = [];
  for await (const record of source) all.push(record);
  return all;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const partial = args.includes('--partial');
  const target = args.find((a) => a !== '--partial');
  if (!target) {
    console.error('usage: npm run audit:verify -- <file|--db> [--partial]');
    return 2;
  }
  let records: unknown[];
  if (target === '--db') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: --db reads gateway.access_log there.');
    const db = await createDb({ url });
    try {
      records = await collect(accessRecordsOfTable(db));
    } finally {
      await db.close();
    }
  } else {
    records = await collect(accessRecordsOfFile(target));
  }
  const report = verifyChain(records, { key: process.env.AUDIT_CHAIN_KEY || null, partial });
  if (report.broken) {
    const b = report.broken;
    console.error(
      `BROKEN at record ${b.position + 1} (instance ${b.instance || '?'}, seq ${b.seq ?? '?'}, request ${b.request_id ?? '?'}): ${b.reason}`,
    );
    console.error(`${report.checked} records before it held.`);
    return 1;
  }
  const chains = Object.entries(report.heads).map(([instance, head]) => `${instance} (seq ${head.seq})`);
  console.log(`OK: ${report.checked} records, ${chains.length} chain(s) intact${chains.length ? `: ${chains.join(', ')}` : ''}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit:verify failed: ${(error as Error).message}`);
    process.exit(2);
  },
);
