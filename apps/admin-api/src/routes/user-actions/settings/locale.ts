import {
  SETTINGS_MESSAGES,
  SETTINGS_TOASTS,
  ZInterfaceLanguageParams,
  ZUserCountryBody,
  ZUserDetailsIdParams,
  ZUserDetailsUserIdParams,
  ZUserLanguagesBody,
  ZUserSettingsAnswer,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
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
  const response = { 200: ZUserSettingsAnswer };

  app.put('/api/user/:id/country', { schema: { params: ZUserDetailsIdParams, body: ZUserCountryBody, response } }, async (request) => {
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

  app.put(
    '/api/user/:userId/languages',
    { schema: { params: ZUserDetailsUserIdParams, body: ZUserLanguagesBody, response } },
    async (request) => {
      const codes = request.body.languages;
      const data = await changeSettings(app.db, request, {
        userId: request.params.userId,
        action: 'languages',
        set: { languages: codes },
        audited: ['languages'],
        check: (_current, tx) => requireLanguages(tx, codes, 'languages'),
      });
      return { message: SETTINGS_TOASTS.languagesUpdated, data };
    },
  );

  app.post(
    '/api/user/:userId/interface-language/:code',
    { schema: { params: ZUserDetailsUserIdParams.extend(ZInterfaceLanguageParams.shape), response } },
    async (request) => {
      const { userId, code } = request.params;
      const data = await changeSettings(app.db, request, {
        userId,
        action: 'interface_language',
        set: { interface_language: code },
        audited: ['interface_language'],
        check: (_current, tx) => requireLanguages(tx, [code], 'code'),
      });
      return { message: SETTINGS_TOASTS.interfaceLanguageUpdated, data };
    },
  );
};
