export { buildAdminApi, type AdminApiOptions } from './app.ts';
export { refreshEveryMs } from './jobs/refresh-aggregates.ts';
export { rollupEveryMs } from './jobs/rollups.ts';
export { queueAlertsEveryMs, evaluateQueueAlerts } from './jobs/queue-alerts.ts';
export { LOG_PARTITIONS_EVERY_MS } from './jobs/log-partitions.ts';
