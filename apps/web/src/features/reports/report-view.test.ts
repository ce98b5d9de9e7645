import { reportByRoute, type AdminPrincipal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { defaultListState } from '../table/state/list-state.ts';
import { seriesPoints, stackedPoints } from './report-stack.ts';
import { cellColour, drillHref, periodEnd, viewGrain, viewTable } from './report-view.ts';

const superAdmin: AdminPrincipal = { id: 1, role: 1, permissions: { modules: [], main_page: null } };
const masterReport = reportByRoute('master_report')!;
const dailyOverviewReport = reportByRoute('daily_overview')!;

describe('report views', () => {
  it('shows the time column named after the grain, the chosen groupings and every measure', () => {
    const state = { ...defaultListState(masterReport.resource), filters: { groupBy: 'supplier,country', grain: 'week' } };
    const table = viewTable(masterReport, state);
    expect(table.columns.slice(0, 3).map((c) => c.label)).toEqual(['Week', 'Supplier', 'Country']);
    expect(table.columns.some((c) => c.key === 'app')).toBe(false);
    expect(viewGrain(masterReport, state)).toBe('week');
    expect(viewTable(masterReport, defaultListState(masterReport.resource)).columns[1]!.key).toBe('app');
  });

  it("shows a grouping's facts beside it (App Overview's publisher, linked, project and surveys running), and the publisher grouping", () => {
    const appOverview = reportByRoute('app_overview')!;
    const columns = viewTable(appOverview, defaultListState(appOverview.resource)).columns;
    expect(columns.slice(0, 4).map((c) => c.label)).toEqual(['App', 'Publisher', 'Project', 'Surveys Running']);
    expect(columns[1]!.link?.valueKey).toBe('publisher_id');
    const byPublisher = { ...defaultListState(masterReport.resource), filters: { groupBy: 'publisher' } };
    expect(
      viewTable(masterReport, byPublisher)
        .columns.slice(0, 2)
        .map((c) => c.label),
    ).toEqual(['Day', 'Publisher']);
  });

  it('ends a period on its last day', () => {
    expect(periodEnd('2025-06-02', 'week')).toBe('2025-06-08');
    expect(periodEnd('2024-02-01', 'month')).toBe('2024-02-29');
    expect(periodEnd('2025-06-02', 'day')).toBe('2025-06-02');
  });

  it("opens the completes of a row's period and supplier", () => {
    const href = drillHref(superAdmin, masterReport, { period: '2025-06-01', supplier_id: 8 }, { grain: 'month', from: '', to: '' });
    expect(decodeURIComponent(href!)).toBe(
      '/completes?filter[completed_atFrom]=2025-06-01&filter[completed_atTo]=2025-06-30&filter[supplier_id]=8',
    );
    const point = drillHref(superAdmin, dailyOverviewReport, { period: '2025-06-03 09:00' }, { grain: 'day', from: '', to: '' });
    expect(decodeURIComponent(point!)).toContain('filter[completed_atFrom]=2025-06-03&filter[completed_atTo]=2025-06-03');
    expect(drillHref(null, masterReport, { period: '2025-06-01' }, { grain: 'day', from: '', to: '' })).toBeNull();
  });
});

describe('report cell colours (specification 02 section 9)', () => {
  it('colours Reconciliation Pacing’s % under 5 green, to 10 amber, above red; late or failing jobs red', () => {
    const pacing = reportByRoute('reconciliation_pacing')!;
    expect([4.9, 5, 10, 10.1].map((v) => cellColour(pacing, 'recon_percent', { recon_percent: v }))).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
    expect(cellColour(pacing, 'projected_percent', { projected_percent: null })).toBeNull();
    expect(cellColour(pacing, 'completes', { completes: 3, recon_percent: 20 })).toBeNull();
    const jobs = reportByRoute('job_monitoring')!;
    expect(cellColour(jobs, 'job', { last_status: 'failed', next_due: '2025-06-15 13:00:00' })).toBe('red');
    expect(cellColour(jobs, 'schedule', { last_status: 'success', next_due: '2025-06-15 13:00:00 (late)' })).toBe('red');
    expect(cellColour(jobs, 'job', { last_status: 'success', next_due: '2025-06-15 13:00:00' })).toBeNull();
  });

  it("pivots a stacked chart's points into one row per period, values by total, Other last, gaps 0", () => {
    const points = [
      { period: '2025-06-01', supplier: 'Cint', supplier_id: 8, stack_other: false, net_revenue: 5 },
      { period: '2025-06-01', supplier: null, supplier_id: null, stack_other: true, net_revenue: 9 },
      { period: '2025-06-02', supplier: 'Dynata', supplier_id: 6, stack_other: false, net_revenue: 7 },
      { period: '2025-06-02', supplier: 'Cint', supplier_id: 8, stack_other: false, net_revenue: 1 },
    ];
    const { names, data } = stackedPoints(points, 'net_revenue', 'supplier');
    expect(names).toEqual(['Dynata', 'Cint', 'Other']);
    expect(data).toEqual([
      { period: '2025-06-01', Dynata: 0, Cint: 5, Other: 9 },
      { period: '2025-06-02', Dynata: 7, Cint: 1, Other: 0 },
    ]);
  });

  it('draws one line per month by days since month end, newest month first, a line stopping where its points do', () => {
    const points = [
      { period: '0', month: '2025-05', recon_percent: 1 },
      { period: '10', month: '2025-04', recon_percent: 6 },
      { period: '2', month: '2025-04', recon_percent: 2 },
      { period: '0', month: '2025-04', recon_percent: 0.5 },
    ];
    const { names, data } = seriesPoints(points, 'recon_percent', 'month');
    expect(names).toEqual(['2025-05', '2025-04']);
    expect(data).toEqual([
      { period: '0', '2025-05': 1, '2025-04': 0.5 },
      { period: '2', '2025-04': 2 },
      { period: '10', '2025-04': 6 },
    ]);
  });
});
