import fp from 'fastify-plugin';
import { rebuildDueRollups } from '@bo/db';
import { everyRound, SKIPPED, underAdvisoryLock } from './every-round.ts';
import { evaluateAlertRules } from '../alerts/alert-rules.ts';

/** Any fixed number naming this job's lock: several admin-api instances share one database. */
const ROLLUP_LOCK_KEY = 8_015_001;

export interface RollupJobOptions {
  /** Milliseconds between rounds. */
  everyMs: number;
}

/**
 * Keeps the report rollups (packages/db src/rollups) true: every `everyMs` the admin-api instance
 * holding the advisory lock rebuilds today's rows and every past day a late row (a reconciliation,
 * a late offer event) marked, in one transaction, so readers see a day's old or new figures, never
 * half. A round still running when the next is due is not doubled; closing waits for it.
 */
export const rollupJob = fp<RollupJobOptions>(
  async (app, { everyMs }) => {
    everyRound(app, {
      job: 'rollups',
      everyMs,
      failed: 'rebuilding the report rollups failed',
      round: async () => {
        const started = Date.now();
        const today = new Date().toISOString().slice(0, 10);
        const days = await underAdvisoryLock(app.db, ROLLUP_LOCK_KEY, async (tx) => {
          const rebuilt = await rebuildDueRollups(tx, today);
          // Today's survey inventory (/survey-inventory) from the surveys and the rebuilt per-survey sums.
          await tx.query('SELECT admin.snapshot_survey_inventory($1::date)', [today]);
          // The metric alarms of /alert-system, judged on the figures just rebuilt; their firings are System Alerts.
          const fired = await evaluateAlertRules(tx, new Date());
          if (fired.length > 0) app.log.warn({ job: 'alert-rules', fired }, 'alert rules fired');
          return rebuilt;
        });
        if (days !== SKIPPED) app.log.info({ job: 'rollups', days, ms: Date.now() - started }, 'report rollups rebuilt');
      },
    });
  },
  { name: 'rollup-job' },
);

/** ROLLUP_REFRESH_MS: one minute when unset; 0 turns the job off (another instance or a cron runs it). */
export function rollupEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.ROLLUP_REFRESH_MS;
  if (raw === undefined || raw === '') return 60_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`ROLLUP_REFRESH_MS must be a whole number of milliseconds (0: off), not ${raw}`);
  return value;
}
