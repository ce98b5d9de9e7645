import type { Queryable } from '../../types.ts';
import { sqlInt, sqlPick, sqlRandom, sqlWeighted } from '../marketplace/sql-random.ts';
import type { LogSeed } from './context.ts';

const CRON_JOBS = [
  'surveys:sync --supplier=all',
  'stats:rebuild-daily',
  'users:refresh-aggregates',
  'reconciliation:import',
  'payments:process-pending',
  'alerts:check-queues',
];
const QUEUED_JOBS: ReadonlyArray<readonly [string, string]> = [
  ['SendEmail', 'mail'],
  ['SendPush', 'push'],
  ['ProcessPostback', 'postbacks'],
  ['PayClaim', 'payments'],
  ['SyncSurvey', 'surveys'],
];
const SERVICES = ['gateway', 'admin-api', 'chat-api', 'support-api', 'router', 'postback-worker'];
const DEV_MESSAGES: ReadonlyArray<readonly [string, string]> = [
  ['info', 'Survey list served'],
  ['info', 'Postback accepted'],
  ['notice', 'Supplier API slow to answer'],
  ['warning', 'Retrying supplier request'],
  ['warning', 'Postback signature mismatch'],
  ['error', 'Supplier API answered 500'],
  ['error', 'Payout provider timeout'],
  ['critical', 'Database connection lost'],
  ['debug', 'Cache miss for survey list'],
];
const SHELL_COMMANDS = [
  'php artisan queue:restart',
  'systemctl restart nginx',
  'tail -n 200 /var/log/app.log',
  'df -h',
  'php artisan migrate --force',
];
const HOSTS = ['web-1', 'web-2', 'worker-1', 'db-1'];
const PEOPLE = ['deploy-bot', 'ana.ops', 'marko.dev', 'lena.sre'];
const PUBLISHER_ENDPOINTS = ['/v1/surveys', '/v1/users', '/v1/postbacks', '/v1/rewards', '/v1/reports/daily'];

/** Cronjob, job, dev, shell and system logs and publishers' API calls over the last days. */
export async function seedOperationLogs(tx: Queryable, s: LogSeed): Promise<void> {
  const n = (count: number) => Math.max(1, Math.round(count * s.scale));
  const r = (salt: number) => sqlRandom('g', salt);
  // Each job every hour for the last 3 days; 1 run in 12 fails.
  const failed = `${sqlRandom('x.g', 902)} < 0.08`;
  await tx.query(
    `INSERT INTO admin.cronjob_logs (signature, duration_ms, status, exit_code, output, created_at)
     SELECT j.signature, ${sqlInt('x.g', 901, 200, 90000)}, CASE WHEN ${failed} THEN 'failed' ELSE 'success' END,
       CASE WHEN ${failed} THEN 1 ELSE 0 END,
       CASE WHEN ${failed} THEN 'Error: upstream answered 503 after 3 attempts' ELSE 'Done.' END,
       $1::timestamptz - h * interval '1 hour' - j.k * interval '5 minutes'
     FROM generate_series(0, 71) h
     CROSS JOIN (SELECT signature, k FROM unnest($2::text[]) WITH ORDINALITY AS t(signature, k)) j
     CROSS JOIN LATERAL (SELECT h * 100 + j.k AS g) x`,
    [s.now, CRON_JOBS],
  );
  await tx.query(
    `INSERT INTO admin.job_logs (job, queue, payload, attempts, status, error, created_at)
     SELECT j.job, j.queue, jsonb_build_object('id', g, 'user_id', 1 + g % 400), y.attempts, y.status,
       CASE WHEN y.status = 'failed' THEN 'Timed out after 30 s' END, $1::timestamptz - ${r(911)} * interval '3 days'
     FROM generate_series(1, $2::int) g
     CROSS JOIN LATERAL (SELECT (ARRAY[${QUEUED_JOBS.map(([job]) => `'${job}'`).join(', ')}])[1 + g % ${QUEUED_JOBS.length}] AS job,
                                (ARRAY[${QUEUED_JOBS.map(([, q]) => `'${q}'`).join(', ')}])[1 + g % ${QUEUED_JOBS.length}] AS queue) j
     CROSS JOIN LATERAL (SELECT ${sqlWeighted('g', 912, [
       ['done', 85],
       ['failed', 8],
       ['queued', 4],
       ['running', 3],
     ])} AS status, ${sqlInt('g', 913, 1, 3)} AS attempts) y`,
    [s.now, n(500)],
  );
  await tx.query(
    `INSERT INTO admin.dev_logs (level, service, message, request_id, context, created_at)
     SELECT m.level, ${sqlPick('g', 921, SERVICES)}, m.message, 'req-' || lpad(to_hex(g * 7919), 8, '0'),
       jsonb_build_object('duration_ms', ${sqlInt('g', 922, 1, 5000)}), $1::timestamptz - ${r(923)} * interval '3 days'
     FROM generate_series(1, $2::int) g
     CROSS JOIN LATERAL (SELECT (ARRAY[${DEV_MESSAGES.map(([l]) => `'${l}'`).join(', ')}])[i] AS level,
                                (ARRAY[${DEV_MESSAGES.map(([, m]) => `'${m}'`).join(', ')}])[i] AS message
                         FROM (SELECT 1 + floor(${r(924)} * ${DEV_MESSAGES.length})::int AS i) k) m`,
    [s.now, n(1000)],
  );
  await tx.query(
    `INSERT INTO admin.shell_logs (who, host, command, exit_code, created_at)
     SELECT ${sqlPick('g', 931, PEOPLE)}, ${sqlPick('g', 932, HOSTS)}, ${sqlPick('g', 933, SHELL_COMMANDS)},
       CASE WHEN ${r(934)} < 0.1 THEN 1 ELSE 0 END, $1::timestamptz - ${r(935)} * interval '7 days'
     FROM generate_series(1, $2::int) g`,
    [s.now, n(120)],
  );
  await tx.query(
    `INSERT INTO admin.system_logs (type, service, version, who, created_at)
     SELECT ${sqlWeighted('g', 941, [
       ['deploy', 5],
       ['restart', 2],
       ['migration', 1],
       ['config_change', 2],
     ])}, ${sqlPick('g', 942, SERVICES)}, '2.' || (g / 10) || '.' || (g % 10), ${sqlPick('g', 943, PEOPLE)},
       $1::timestamptz - (g::float8 / $2::int) * interval '30 days'
     FROM generate_series(1, $2::int) g`,
    [s.now, n(60)],
  );
  await tx.query(
    `WITH p AS (SELECT array_agg(id ORDER BY id) AS ids FROM admin.publishers),
          a AS (SELECT array_agg(id ORDER BY id) AS ids FROM core.apps)
     INSERT INTO admin.publisher_api_requests (publisher_id, app_id, endpoint, http_status, duration_ms, error, created_at)
     SELECT p.ids[1 + g % cardinality(p.ids)], a.ids[1 + g % cardinality(a.ids)], ${sqlPick('g', 951, PUBLISHER_ENDPOINTS)}, y.status,
       ${sqlInt('g', 952, 5, 2500)},
       CASE y.status WHEN 401 THEN 'Invalid API key' WHEN 422 THEN 'user_id is required' WHEN 500 THEN 'Internal error' END,
       $1::timestamptz - ${r(953)} * interval '3 days'
     FROM generate_series(1, $2::int) g CROSS JOIN p CROSS JOIN a
     CROSS JOIN LATERAL (SELECT ${sqlWeighted('g', 954, [
       [200, 90],
       [401, 3],
       [422, 5],
       [500, 2],
     ])} AS status) y
     WHERE cardinality(p.ids) > 0`,
    [s.now, n(800)],
  );
}
