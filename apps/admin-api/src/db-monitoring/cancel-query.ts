import { DB_MONITORING_MESSAGES as MSG } from '@bo/contract';
import type { Db } from '@bo/db';
import { notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';

/**
 * Cancels a running query of this database (top admins), action-logged with its text. 404 when it is not running,
 * 422 for the page's own query or a database without pg_stat_activity (PGlite).
 */
export function cancelQuery(
  db: Db,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  pid: number,
  url: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    let running: { own: boolean; query: string } | undefined;
    try {
      const { rows } = await tx.query<{ own: boolean; query: string }>(
        `SELECT pid = pg_backend_pid() AS own, coalesce(query, '') AS query FROM pg_stat_activity
         WHERE pid = $1 AND datname = current_database() AND coalesce(state, '') <> 'idle'`,
        [pid],
      );
      running = rows[0];
    } catch {
      throw unprocessable(MSG.cancelUnsupported);
    }
    if (!running) throw notFound(MSG.notRunning(pid));
    if (running.own) throw unprocessable(MSG.ownQuery);
    const { rows } = await tx.query<{ cancelled: boolean }>('SELECT pg_cancel_backend($1) AS cancelled', [pid]);
    if (!rows[0]?.cancelled) throw notFound(MSG.notRunning(pid));
    await recordAdminAction(tx, ctx, 'db_monitoring.cancel_query', url, { pid, query: running.query.slice(0, 2000) });
    return { message: MSG.cancelled(pid) };
  });
}
