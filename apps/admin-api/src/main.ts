import { createDb, readDatabaseBudgets } from '@bo/db';
import { logDatabaseHealth, runService } from '@bo/server-kit';
import { buildAdminApi } from './app.ts';
import { refreshEveryMs } from './jobs/refresh-aggregates.ts';
import { rollupEveryMs } from './jobs/rollups.ts';
import { LOG_PARTITIONS_EVERY_MS } from './jobs/log-partitions.ts';
import { queueAlertsEveryMs } from './jobs/queue-alerts.ts';

await runService('admin-api', 8081, async (deps) => {
  // DATABASE_READ_URL (a streaming replica): list pages, reports and exports read there; unset, the primary.
  const readUrl = process.env.DATABASE_READ_URL;
  const readDb = readUrl
    ? await createDb({ url: readUrl, budgets: readDatabaseBudgets(process.env), onHealthChange: logDatabaseHealth(deps.logger) })
    : undefined;
  const app = buildAdminApi({
    ...deps,
    readDb,
    refreshAggregatesEveryMs: refreshEveryMs(),
    rollupEveryMs: rollupEveryMs(),
    logPartitionsEveryMs: LOG_PARTITIONS_EVERY_MS,
    queueAlertsEveryMs: queueAlertsEveryMs(),
  });
  if (readDb) app.addHook('onClose', () => readDb.close());
  return app;
});
