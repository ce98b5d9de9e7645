import { ADMIN_DASHBOARD_CALL } from '@bo/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { reportKeys } from './report-query.ts';

/** /admin/dashboard's one call: tiles, chart, top lists and waiting work. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: reportKeys.report('admin_dashboard'),
    queryFn: async ({ signal }) => (await callApi(ADMIN_DASHBOARD_CALL, { signal, background: true })).data,
    // Management leaves it open: fresh figures every minute, as the rollup job keeps them.
    refetchInterval: 60_000,
  });
