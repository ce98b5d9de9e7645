import { SETTINGS_TOASTS, SETTINGS_ACTION_CALL } from '@bo/contract';
import { type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { requireCountry, requireLanguages } from '../../../user-actions/settings/locale.ts';
import { changeSettings } from '../../../user-actions/settings/change-settings.ts';

/**
 * The user's country, spoken languages and interface language (specification 02, sections 2 and 7),
 * each checked against the reference tables (core.countries, admin.languages).
 */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SETTINGS_ACTION_CALL.country, async (request) => {
    const { country } = request.body;
    const data = await changeSettings(app.db, request, {
      userId: request.params.id,
      action: 'country',
      set: { country_code: country },
      audited: ['country'],
      check: (_current, tx) => requireCountry(tx, country),
    });
    return { message: SETTINGS_TOASTS.countryUpdated, data };
  });

  routeCall(app, SETTINGS_ACTION_CALL.languages, async (request) => {
    const codes = request.body.languages;
    const data = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'languages',
      set: { languages: codes },
      audited: ['languages'],
      check: (_current, tx) => requireLanguages(tx, codes, 'languages'),
    });
    return { message: SETTINGS_TOASTS.languagesUpdated, data };
  });

  routeCall(app, SETTINGS_ACTION_CALL.interfaceLanguage, async (request) => {
    const { userId, code } = request.params;
    const data = await changeSettings(app.db, request, {
      userId,
      action: 'interface_language',
      set: { interface_language: code },
      audited: ['interface_language'],
      check: (_current, tx) => requireLanguages(tx, [code], 'code'),
    });
    return { message: SETTINGS_TOASTS.interfaceLanguageUpdated, data };
  });
};
