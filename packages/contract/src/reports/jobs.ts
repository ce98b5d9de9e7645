/**
 * The job registry: every scheduled job (its cronjob_logs signature) and how often it is due. Job
 * Monitoring reads a run late when its next start (last start + interval) has passed.
 */
export interface ScheduledJob {
  signature: string;
  everyMinutes: number;
}

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { signature: 'surveys:sync --supplier=all', everyMinutes: 60 },
  { signature: 'stats:rebuild-daily', everyMinutes: 60 },
  { signature: 'users:refresh-aggregates', everyMinutes: 60 },
  { signature: 'reconciliation:import', everyMinutes: 60 },
  { signature: 'payments:process-pending', everyMinutes: 60 },
  { signature: 'alerts:check-queues', everyMinutes: 60 },
];

/** How a schedule reads on the screen. */
export const scheduleLabel = (everyMinutes: number): string =>
  everyMinutes % 60 === 0 ? `Every ${everyMinutes / 60 === 1 ? 'hour' : `${everyMinutes / 60} hours`}` : `Every ${everyMinutes} min`;
