import { ADMIN_DASHBOARD_CALL, ZAdminDashboard } from '@bo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** /admin/dashboard's one call: tiles, chart, top lists and waiting work. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: ['report', 'admin_dashboard'] as const,
    queryFn: async ({ signal }) => (await api.get(ADMIN_DASHBOARD_CALL.path, { schema: ZAdminDashboard, signal, background: true })).data,
    // Management leaves it open: fresh figures every minute, as the rollup job keeps them.
    refetchInterval: 60_000,
  });
