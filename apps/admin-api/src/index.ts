export { buildAdminApi, type AdminApiOptions } from './app.ts';
export { refreshEveryMs } from './jobs/refresh-aggregates.ts';
export { rollupEveryMs } from './jobs/rollups.ts';
