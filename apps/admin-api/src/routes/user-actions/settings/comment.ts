import { routeCall } from '@bo/server-kit';
import { SETTINGS_ACTION_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { changeSettings } from '../../../user-actions/settings/change-settings.ts';

/**
 * POST /api/user/:userId/comment: the free-text user comment (saved on blur), stamped with the time
 * and the admin; answers who wrote it and when (specification 02, section 7).
 */
export const userCommentRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SETTINGS_ACTION_CALL.comment, async (request) => {
    const after = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'comment',
      set: { comment: request.body.comment, comment_updated_admin_id: request.ctx.adminId },
      setNow: ['comment_updated_at'],
      audited: ['comment'],
    });
    return {
      data: {
        comment: after.comment,
        comment_updated_at: after.comment_updated_at,
        comment_updated_admin_id: after.comment_updated_admin_id,
        commented_admin: after.comment_admin_name ? { name: after.comment_admin_name, hex_color: after.comment_admin_hex_color } : null,
      },
    };
  });
};
