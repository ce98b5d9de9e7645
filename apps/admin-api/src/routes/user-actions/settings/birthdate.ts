import { SETTINGS_MESSAGES, SETTINGS_TOASTS, SETTINGS_ACTION_CALL } from '@bo/contract';
import { unprocessable, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { changeSettings } from '../../../user-actions/settings/change-settings.ts';

/** PUT /api/user/:userId/reset-birthdate: clears the birthday; refused when there is none (specification 02, section 5). */
export const resetBirthdateRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SETTINGS_ACTION_CALL.resetBirthdate, async (request) => {
    const data = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'reset_birthdate',
      set: { birthday: null },
      audited: ['birthday'],
      check: (current) => {
        if (current.birthday === null) throw unprocessable(SETTINGS_MESSAGES.noBirthdate);
      },
    });
    return { message: SETTINGS_TOASTS.birthdateReset, data };
  });
};
