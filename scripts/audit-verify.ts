/**
 * `npm run audit:verify -- <file|--db> [--partial]`: checks the access log's hash chain against its
 * signed checkpoints and prints the first broken link (exit 1) or how many records held (exit 0).
 *   <file>     a JSON-lines log (the gateway's stdout, or a month exported by audit:archive; other lines are skipped)
 *   --db       gateway.access_log in DATABASE_URL; without DATABASE_URL, the embedded database of
 *              `npm start` (DATA_DIR, ./.data/pglite by default; stop `npm start` first: PGlite is one process's)
 *   --partial  the records may start mid-chain (a rotated file, an exported month)
 * AUDIT_CHAIN_KEY: the gateways' chain key; for the embedded database it is read from .data/secrets.json.
 * In the image: `docker compose run --rm gateway-1 audit-verify --db`.
 */
import { verifyChainStream, type ChainReport } from '../apps/gateway/src/audit/verify.ts';
import { accessRecordsOfFile, accessRecordsOfTable, checkpointsOfFile, readLogTableMeta } from '../apps/gateway/src/audit/read-log.ts';
import { openAuditDatabase } from './audit/database.ts';

interface Outcome {
  report: ChainReport;
  checkpoints: number;
  what: string;
}

/** The database copy, its records streamed in chain order (a large table never sits in memory). */
async function verifyDatabase(partial: boolean): Promise<Outcome> {
  const opened = await openAuditDatabase();
  try {
    const { checkpoints, starts } = await readLogTableMeta(opened.db);
    const report = await verifyChainStream(accessRecordsOfTable(opened.db), { key: opened.key, partial, starts, checkpoints });
    return { report, checkpoints: checkpoints.length, what: opened.what };
  } finally {
    await opened.close();
  }
}

async function verifyFile(file: string, partial: boolean): Promise<Outcome> {
  // Two passes: the checkpoints first (few), then the records streamed against them.
  const checkpoints = await checkpointsOfFile(file);
  const report = await verifyChainStream(accessRecordsOfFile(file), { key: process.env.AUDIT_CHAIN_KEY || null, partial, checkpoints });
  return { report, checkpoints: checkpoints.length, what: file };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const partial = args.includes('--partial');
  const target = args.find((a) => a !== '--partial');
  if (!target) {
    console.error('usage: npm run audit:verify -- <file|--db> [--partial]');
    return 2;
  }
  const { report, checkpoints, what } = target === '--db' ? await verifyDatabase(partial) : await verifyFile(target, partial);
  if (report.broken) {
    const b = report.broken;
    console.error(
      `BROKEN in ${what} at record ${b.position + 1} (instance ${b.instance || '?'}, seq ${b.seq ?? '?'}, request ${b.request_id ?? '?'}): ${b.reason}`,
    );
    console.error(`${report.checked} records before it held.`);
    return 1;
  }
  const chains = Object.entries(report.heads).map(([instance, head]) => `${instance} (seq ${head.seq})`);
  console.log(
    `OK: ${report.checked} records, ${checkpoints} checkpoint(s), ${chains.length} chain(s) intact in ${what}${chains.length ? `: ${chains.join(', ')}` : ''}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit:verify failed: ${(error as Error).message}`);
    process.exit(2);
  },
);
