import { APP_SURVEYS_MESSAGES, type AppSurveysAnswer } from '@bo/contract';
import type { Db } from '@bo/db';
import { HttpError, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';

/**
 * Stop/Resume App Survey (top admins). The app's row is locked, so two clicks change it once; asking for the state it
 * already has writes nothing and says so. A change is action-logged in the same transaction. 404 for an unknown app.
 */
export function setSurveysRunning(
  db: Db,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  id: number,
  running: boolean,
  url: string,
): Promise<AppSurveysAnswer> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; surveys_running: boolean }>(
      'SELECT name, surveys_running FROM core.apps WHERE id = $1 FOR UPDATE',
      [id],
    );
    const current = rows[0];
    if (!current) throw new HttpError(404, { id: [APP_SURVEYS_MESSAGES.notFound(id)] });
    if (current.surveys_running === running) {
      return {
        data: { id, name: current.name, surveys_running: running, changed: false },
        message: APP_SURVEYS_MESSAGES.unchanged(running, current.name),
      };
    }
    await tx.query('UPDATE core.apps SET surveys_running = $2 WHERE id = $1', [id, running]);
    await recordAdminAction(tx, ctx, running ? 'apps.surveys_resume' : 'apps.surveys_stop', url, { app_id: id, surveys_running: running });
    return {
      data: { id, name: current.name, surveys_running: running, changed: true },
      message: APP_SURVEYS_MESSAGES.done(running, current.name),
    };
  });
}
