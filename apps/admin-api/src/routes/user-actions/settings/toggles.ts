import { routeCall } from '@bo/server-kit';
import { SETTINGS_TOASTS, SETTING_TOGGLE_FIELDS, SETTINGS_ACTION_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { changeSettings } from '../../../user-actions/settings/change-settings.ts';

/**
 * POST /api/user/:userId/setting-status: Research Defender, VPN/Proxy Check and IP Location Check
 * on or off, or the offers status (specification 02, sections 4 and 8).
 */
export const settingStatusRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SETTINGS_ACTION_CALL.settingStatus, async (request) => {
    const { field, status } = request.body;
    const isToggle = (SETTING_TOGGLE_FIELDS as readonly string[]).includes(field);
    const data = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'setting_status',
      set: { [field]: isToggle ? Boolean(status) : Number(status) },
      audited: [field],
    });
    return { message: SETTINGS_TOASTS.settingUpdated(field), data };
  });
};
