import { z } from 'zod';
import type { ApiCall } from '../api/types.ts';

/** The periods of the dashboard's tiles (specification 04, section 2, /admin/dashboard). */
export const DASHBOARD_PERIODS = [
  { key: 'today', label: 'Today' },
  { key: 'yesterday', label: 'Yesterday' },
  { key: 'same_weekday_last_week', label: 'Same weekday last week' },
  { key: 'month_to_date', label: 'Month to date' },
] as const;

/** The figures of each tile, in the order shown. */
export const DASHBOARD_TILES = [
  { key: 'revenue', label: 'Revenue', type: 'money' },
  { key: 'net_revenue', label: 'Net revenue', type: 'money' },
  { key: 'margin', label: 'Margin', type: 'money' },
  { key: 'completes', label: 'Completes', type: 'number' },
  { key: 'conversion', label: 'Conversion', type: 'percent' },
  { key: 'new_users', label: 'New users', type: 'number' },
  { key: 'claims_paid', label: 'Claims paid', type: 'money' },
] as const;

/** The waiting work, each opening the screen where it is done. */
export const DASHBOARD_WORK = [
  { key: 'unseen_alerts', label: 'Unseen alerts', routeName: 'system_alerts' },
  { key: 'users_to_review', label: 'Users to review', routeName: 'users' },
  { key: 'click_tickets', label: 'Click tickets', routeName: 'click_tickets' },
  { key: 'open_chats', label: 'Open chats', routeName: 'chat' },
  { key: 'claims_to_confirm', label: 'Claims to confirm', routeName: 'payments' },
] as const;

const ZFigures = z.record(z.string(), z.number().nullable());
const ZTop = z.array(z.object({ id: z.number().nullable(), name: z.string().nullable(), revenue: z.number(), net_revenue: z.number() }));

export const ZAdminDashboard = z.object({
  data: z.object({
    /** Period key -> tile figures (rule 2 formulas over the rollups). */
    tiles: z.record(z.string(), ZFigures),
    /** What users hold in unclaimed balances now, in dollars (balances over each app's points_divisor). */
    liability: z.number(),
    /** The last 30 days: revenue, net revenue and margin per day. */
    chart: z.array(z.object({ period: z.string(), revenue: z.number(), net_revenue: z.number(), margin: z.number() })),
    topSuppliers: ZTop,
    topApps: ZTop,
    work: z.record(z.string(), z.number()),
  }),
});
export type AdminDashboard = z.infer<typeof ZAdminDashboard>['data'];

/** /admin/dashboard's one read (its page's permission). */
export const ADMIN_DASHBOARD_CALL = {
  name: 'reports.adminDashboard',
  method: 'GET',
  path: '/api/reports/admin-dashboard',
  upstream: 'admin',
  permission: 'admin_dashboard',
  summary: "The admin dashboard: today's and recent tiles, liability, 30-day chart, top suppliers and apps, waiting work",
  answer: ZAdminDashboard,
} as const satisfies ApiCall;
