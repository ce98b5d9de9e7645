import type { FastifyInstance } from 'fastify';
import type { Db } from '@bo/db';
import { createService, eventsPlugin, type EventBus, type ServiceOptions } from '@bo/server-kit';
import { adminLogsRoutes } from './routes/admin-logs.ts';
import { adminAccessRoutes } from './routes/admins/access.ts';
import { chatAdminRoutes } from './routes/chat-admin.ts';
import { resourcesRoutes } from './routes/resources.ts';
import { reviewStoreRoutes } from './routes/review-store.ts';
import { systemAlertRoutes } from './routes/system-alerts.ts';
import { ticketRoutes } from './routes/tickets.ts';
import { campaignRoutes } from './routes/campaigns.ts';
import { userDetailsRoutes } from './routes/user-details/index.ts';
import { userActionRoutes } from './routes/user-actions/index.ts';
import { refreshAggregatesJob } from './jobs/refresh-aggregates.ts';
import { rollupJob } from './jobs/rollups.ts';
import { reportRoutes } from './routes/reports.ts';
import { alertRuleRoutes } from './routes/alert-rules.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { jobLogRoutes } from './routes/job-logs.ts';
import { appSurveyRoutes } from './routes/app-surveys.ts';
import { surveyAttackRoutes } from './routes/survey-attacks.ts';
import { queueAlertRoutes } from './routes/queue-alerts.ts';
import { clusterUserRoutes } from './routes/cluster-users.ts';
import { questionMappingRoutes } from './routes/question-mappings/index.ts';
import { psaInvoiceRoutes } from './routes/psa-invoices.ts';
import { productGrowthRoutes } from './routes/product-growth.ts';
import { publisherPaymentRoutes } from './routes/publisher-payments.ts';
import { supplierStatementRoutes } from './routes/supplier-statements.ts';
import { dbMonitoringRoutes } from './routes/db-monitoring.ts';
import { logPartitionsJob } from './jobs/log-partitions.ts';
import { queueAlertsJob } from './jobs/queue-alerts.ts';
import { searchRoutes } from './routes/search/index.ts';
import { productMoneyRoutes } from './routes/product-money/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where list pages, reports and exports read (issue 25, item 5): DATABASE_READ_URL's pool (a streaming
     * replica) when it is set, else the primary `db`. Writes, and reads that must see them, stay on `db`.
     */
    readDb: Db;
  }
}

export interface AdminApiOptions {
  db: Db;
  /** The read pool (DATABASE_READ_URL); absent: the primary serves the reads too. */
  readDb?: Db;
  /** Shared secret the gateway signs request contexts with. */
  contextSecret: string;
  logger?: ServiceOptions['logger'];
  /** How long a stop waits for the calls in flight (SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
  /** METRICS_TOKEN for GET /metrics; absent: loopback clients only. */
  metricsToken?: string | null;
  /** Where review-store changes are published; absent: a bus of its own on first use (Redis when REDIS_URL is set). */
  events?: EventBus;
  /** Milliseconds between refreshes of the user-details aggregates (jobs/refresh-aggregates.ts); absent or 0: no job. */
  refreshAggregatesEveryMs?: number;
  /** Milliseconds between rounds of the report rollup job (jobs/rollups.ts); absent or 0: no job. */
  rollupEveryMs?: number;
  /** Milliseconds between checks that the big logs' monthly partitions exist a month ahead (jobs/log-partitions.ts); absent or 0: no job. */
  logPartitionsEveryMs?: number;
  /** Milliseconds between rounds of the queue alert rules (jobs/queue-alerts.ts); absent or 0: no job. */
  queueAlertsEveryMs?: number;
}

/** The main admin API (ARCHITECTURE.md): built, not listening. */
export function buildAdminApi(opts: AdminApiOptions): FastifyInstance {
  const app = createService({
    name: 'admin-api',
    db: opts.db,
    contextSecret: opts.contextSecret,
    logger: opts.logger,
    drainMs: opts.drainMs,
    metricsToken: opts.metricsToken,
  });
  app.decorate('readDb', opts.readDb ?? opts.db);

  app.register(adminLogsRoutes);
  app.register(adminAccessRoutes);
  app.register(chatAdminRoutes);
  app.register(eventsPlugin, { events: opts.events, lazy: true });
  app.register(reviewStoreRoutes);
  app.register(systemAlertRoutes);
  app.register(ticketRoutes);
  app.register(campaignRoutes);

  // ── List engine and resource screens (src/list-engine, src/resources): register their routes plugin below. ──
  app.register(resourcesRoutes);
  // User details (issue 4) after the resources: their EarnStar card stays theirs.
  app.register(reportRoutes);
  app.register(alertRuleRoutes);
  app.register(feedbackRoutes);
  app.register(jobLogRoutes);
  app.register(appSurveyRoutes);
  app.register(surveyAttackRoutes);
  app.register(queueAlertRoutes);
  app.register(clusterUserRoutes);
  app.register(questionMappingRoutes);
  app.register(psaInvoiceRoutes);
  app.register(productGrowthRoutes);
  app.register(publisherPaymentRoutes);
  app.register(supplierStatementRoutes);
  app.register(dbMonitoringRoutes);
  app.register(userDetailsRoutes);
  app.register(userActionRoutes);
  // Searches and lookups (issue 17).
  app.register(searchRoutes);
  // The per-product money pages' actions (issue 16).
  app.register(productMoneyRoutes);

  if (opts.rollupEveryMs) app.register(rollupJob, { everyMs: opts.rollupEveryMs });
  if (opts.refreshAggregatesEveryMs) app.register(refreshAggregatesJob, { everyMs: opts.refreshAggregatesEveryMs });
  if (opts.logPartitionsEveryMs) app.register(logPartitionsJob, { everyMs: opts.logPartitionsEveryMs });
  if (opts.queueAlertsEveryMs) app.register(queueAlertsJob, { everyMs: opts.queueAlertsEveryMs });

  return app;
}
