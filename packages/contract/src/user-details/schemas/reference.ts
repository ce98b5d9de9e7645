import { z } from 'zod';
import { dataOf } from './common.ts';

/** GET /api/countries (specification 01, section 3: code, name, default_currency). */
export const ZCountry = z.object({ code: z.string(), name: z.string(), default_currency: z.string() });
export const ZCountriesQuery = z.object({
  /** -1 for every country (the specification's call), otherwise the first n by name. */
  limit: z.coerce.number().int().min(-1).default(-1),
});
export const ZCountriesAnswer = dataOf(z.array(ZCountry));

/** GET /api/apps/:appId/exchange-rate: user-reward units per dollar of publisher payout. */
export const ZExchangeRate = z.object({ app_id: z.number().int(), exchange_rate: z.number(), currency_name: z.string() });
export const ZExchangeRateAnswer = dataOf(ZExchangeRate);

/** GET /api/user/:id/database-data: the user's database record as key/value rows. */
export const ZDatabaseDataRow = z.object({ key: z.string(), value: z.string().nullable() });
export const ZDatabaseDataAnswer = dataOf(z.array(ZDatabaseDataRow));
