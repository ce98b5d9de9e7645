import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListResponse } from '@bo/contract';
import { USER_DETAILS_SHOWCASE_IDS } from '@bo/db';
import type { TestAdminApi } from './helper.ts';
import { buildUserDetailsApi, getParsed } from './user-details-helper.ts';

let api: TestAdminApi;
beforeAll(async () => {
  api = await buildUserDetailsApi();
});
afterAll(async () => {
  await api?.close();
});

const list = (query: string) => getParsed(api, `/api/status-approvals?initFilter=1&${query}`, ZListResponse);

describe('GET /api/status-approvals (the approval queue)', () => {
  it("lists the demo's pending ban request with who asked, the user's status now and the pending count", async () => {
    const answer = await list('filter[state]=pending');
    expect(answer.data).toEqual([
      expect.objectContaining({
        user_id: USER_DETAILS_SHOWCASE_IDS.reviewQualityAnswers,
        user_status: 4,
        requested_status: 2,
        state: 'pending',
        requested_by_name: 'Carlos Mendoza',
        decided_by_name: null,
      }),
    ]);
    expect(answer.statistic_data).toEqual({ pending: 1 });
    expect(answer.filterData?.requested_by_admin_id).toEqual(expect.arrayContaining([{ value: 93, label: 'Carlos Mendoza' }]));
  });

  it('shows a decided request with its decider once the requester cancels it, and no longer counts it pending', async () => {
    const { rows } = await api.db.query<{ id: number }>(`SELECT id FROM admin.user_status_approvals WHERE state = 'pending'`);
    await api.db.query(
      `UPDATE admin.user_status_approvals SET state = 'cancelled', decided_by_admin_id = 93, decided_at = now() WHERE id = $1`,
      [rows[0]!.id],
    );
    expect((await list('filter[state]=pending')).data).toEqual([]);
    const cancelled = await list('filter[state]=cancelled');
    expect(cancelled.data).toEqual([expect.objectContaining({ state: 'cancelled', decided_by_name: 'Carlos Mendoza' })]);
    expect(cancelled.statistic_data).toEqual({ pending: 0 });
  });
});
