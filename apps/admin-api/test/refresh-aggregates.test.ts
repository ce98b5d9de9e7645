import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoClicks, marketplaceSizes, refreshAggregates, seedCore, seedMarketplace, todayNoonUtc, type Db } from '@bo/db';
import { buildAdminApi } from '../src/index.ts';
import { refreshEveryMs } from '../src/jobs/refresh-aggregates.ts';
import { buildTestAdminApi, type TestAdminApi } from './helper.ts';

let api: TestAdminApi;
const now = todayNoonUtc();
const sizes = marketplaceSizes(1);

beforeAll(async () => {
  api = await buildTestAdminApi(async (db) => {
    await seedCore(db, { scale: 1, now });
    await seedMarketplace(db, { scale: 1, now });
    await refreshAggregates(db);
  });
});

afterAll(async () => {
  await api?.close();
});

const clicksCounted = async (db: Db): Promise<number> =>
  (await db.query<{ n: number }>('SELECT coalesce(sum(clicks), 0)::int AS n FROM admin.supplier_conversion_stats')).rows[0]!.n;
const clicksStored = async (db: Db): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.clicks')).rows[0]!.n;

let nextId = 50_000_000;
const addClicks = (db: Db, count: number) =>
  db.transaction((tx) => {
    const firstId = nextId;
    nextId += count;
    return insertDemoClicks(tx, { firstId, count, userCount: sizes.users, surveyCount: sizes.surveys, now });
  });

describe('the user-details aggregates job', () => {
  it('refreshes the aggregates concurrently, so new clicks are counted', async () => {
    await addClicks(api.db, 40);
    expect(await clicksCounted(api.db)).toBe((await clicksStored(api.db)) - 40);
    await refreshAggregates(api.db, { concurrently: true });
    expect(await clicksCounted(api.db)).toBe(await clicksStored(api.db));
  });

  it('runs every interval in admin-api and stops when the app closes', async () => {
    const app = buildAdminApi({ db: api.db, contextSecret: 'refresh-job-test-secret', refreshAggregatesEveryMs: 50 });
    await app.ready();
    await addClicks(api.db, 25);
    await expect.poll(async () => (await clicksCounted(api.db)) === (await clicksStored(api.db)), { timeout: 10_000 }).toBe(true);
    await app.close();

    await addClicks(api.db, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await clicksCounted(api.db)).toBe((await clicksStored(api.db)) - 5);
  });

  it('reads its interval from USER_DETAILS_REFRESH_MS: 15 minutes by default, 0 off, anything else refused', () => {
    expect(refreshEveryMs({})).toBe(900_000);
    expect(refreshEveryMs({ USER_DETAILS_REFRESH_MS: '0' })).toBe(0);
    expect(refreshEveryMs({ USER_DETAILS_REFRESH_MS: '60000' })).toBe(60_000);
    expect(() => refreshEveryMs({ USER_DETAILS_REFRESH_MS: 'soon' })).toThrow(
      'USER_DETAILS_REFRESH_MS must be a whole number of milliseconds (0: off), not soon',
    );
  });
});
