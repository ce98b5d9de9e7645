import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';

import { num } from '../../../user-details/format.ts';

/** GET /api/countries (limit -1 for all) and GET /api/apps/:appId/exchange-rate (goodwill credit). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.countries, async (request) => {
    const limit = request.query.limit;
    const { rows } = await app.db.query<{ code: string; name: string; default_currency: string }>(
      `SELECT btrim(code) AS code, name, btrim(default_currency) AS default_currency FROM core.countries ORDER BY name
       ${limit >= 0 ? 'LIMIT $1' : ''}`,
      limit >= 0 ? [limit] : [],
    );
    return { data: rows };
  });

  routeCall(app, USER_DETAILS_CALL.exchangeRate, async (request) => {
    const { rows } = await app.db.query<{ id: number; exchange_rate: string; currency_name: string }>(
      'SELECT id, exchange_rate, currency_name FROM core.apps WHERE id = $1',
      [request.params.appId],
    );
    const row = rows[0];
    if (!row) throw notFound(USER_DETAILS_MESSAGES.appNotFound(request.params.appId));
    return { data: { app_id: row.id, exchange_rate: num(row.exchange_rate), currency_name: row.currency_name } };
  });
};
