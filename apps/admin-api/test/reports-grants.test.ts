import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, FIXED_GRANT_HOLDERS } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

// Fixed grants of specification 01 section 6 on the report exports: the Cohort Report's and the
// Affiliate Report's CSV exports belong to the top admins plus 9, whatever modules another admin holds.
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
  // A staff admin holding the page and, by modules, the export's name: modules never give a fixed grant.
  await stack.db.query(
    `UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', 'cohort_report') WHERE id = $1`,
    [202, JSON.stringify(['cohort_report', 'cohort_report_export', 'affiliate_report', 'affiliate_report_export'])],
  );
}, 180_000);
afterAll(async () => stack?.close());

const exportAs = async (adminId: number, url: string) => {
  const res = await stack.gateway.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await stack.tokenOf(adminId)}` } });
  return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
};

describe('report export grants', () => {
  it('the catalogue names the fixed grant as the export calls’ permission, held by 1, 5 and 9 only', () => {
    const cohortExport = apiCalls.find((c) => c.path === '/api/reports/cohort-report/export');
    expect(cohortExport?.permission).toBe('cohort_report_export');
    expect(FIXED_GRANT_HOLDERS.get('cohort_report_export')).toEqual([1, 5, 9]);
    expect(FIXED_GRANT_HOLDERS.get('affiliate_report_export')).toEqual([1, 5, 9]);
  });

  it('Cohort Report: admins 1, 5 and 9 export it through the gateway; a page holder without the grant gets 403', async () => {
    const url = '/api/reports/cohort-report/export';
    for (const id of [1, 5, 9]) {
      const res = await exportAs(id, url);
      expect(res.status, String(id)).toBe(200);
      expect(res.type).toContain('text/csv');
      expect(res.text).toContain('Month 0 $');
    }
    expect((await stack.viaGateway(202, 'GET', '/api/reports/cohort-report?itemPerPage=1')).status).toBe(200);
    expect((await exportAs(202, url)).status).toBe(403);
    // Admin 6 holds neither the page nor the grant.
    expect((await exportAs(6, url)).status).toBe(403);
  });
});
