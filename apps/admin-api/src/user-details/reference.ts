import type { Queryable } from '@bo/db';
import { num } from './format.ts';

export interface CountryRow {
  code: string;
  name: string;
  default_currency: string;
}

/** The countries by name; a negative limit lists them all. */
export async function listCountries(db: Queryable, limit: number): Promise<CountryRow[]> {
  const { rows } = await db.query<CountryRow>(
    `SELECT btrim(code) AS code, name, btrim(default_currency) AS default_currency FROM core.countries ORDER BY name
       ${limit >= 0 ? 'LIMIT $1' : ''}`,
    limit >= 0 ? [limit] : [],
  );
  return rows;
}

/** An app's exchange rate (goodwill credit), or null when there is no such app. */
export async function loadExchangeRate(
  db: Queryable,
  appId: number,
): Promise<{ app_id: number; exchange_rate: number; currency_name: string } | null> {
  const { rows } = await db.query<{ id: number; exchange_rate: string; currency_name: string }>(
    'SELECT id, exchange_rate, currency_name FROM core.apps WHERE id = $1',
    [appId],
  );
  const row = rows[0];
  return row ? { app_id: row.id, exchange_rate: num(row.exchange_rate), currency_name: row.currency_name } : null;
}
