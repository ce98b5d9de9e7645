import { runService } from '@bo/server-kit';
import { buildAdminApi } from './app.ts';
import { refreshEveryMs } from './jobs/refresh-aggregates.ts';
import { rollupEveryMs } from './jobs/rollups.ts';

await runService('admin-api', 8081, (deps) =>
  buildAdminApi({ ...deps, refreshAggregatesEveryMs: refreshEveryMs(), rollupEveryMs: rollupEveryMs() }),
);
