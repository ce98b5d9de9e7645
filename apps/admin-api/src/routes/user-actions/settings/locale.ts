import { SETTINGS_MESSAGES, SETTINGS_TOASTS, SETTINGS_ACTION_CALL } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { changeSettings } from './change-settings.ts';

/** Refuses codes that admin.languages does not hold, naming them. */
async function requireLanguages(tx: Queryable, codes: readonly string[], field: string): Promise<void> {
  if (codes.length === 0) return;
  const { rows } = await tx.query<{ code: string }>('SELECT code FROM admin.languages WHERE code = ANY ($1::text[])', [codes]);
  const known = new Set(rows.map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0) throw unprocessable({ [field]: [SETTINGS_MESSAGES.languageUnknown(unknown)] });
}

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
      check: async (_current, tx) => {
        const found = await tx.query('SELECT 1 FROM core.countries WHERE code = $1', [country]);
        if (found.rows.length === 0) throw unprocessable({ country: [SETTINGS_MESSAGES.countryUnknown(country)] });
      },
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
