import { runService } from '@bo/server-kit';
import { buildAdminApi } from './app.ts';
import { refreshEveryMs } from './jobs/refresh-aggregates.ts';
import { rollupEveryMs } from './jobs/rollups.ts';
import { LOG_PARTITIONS_EVERY_MS } from './jobs/log-partitions.ts';

await runService('admin-api', 8081, (deps) =>
  buildAdminApi({
    ...deps,
    refreshAggregatesEveryMs: refreshEveryMs(),
    rollupEveryMs: rollupEveryMs(),
    logPartitionsEveryMs: LOG_PARTITIONS_EVERY_MS,
  }),
);
