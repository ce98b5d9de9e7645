import { describe, expect, it } from 'vitest';
import { FIXED_GRANT_ADMIN_IDS, FIXED_GRANTS, QA_ADMIN_IDS, TOP_ADMIN_IDS, isUsableAdmin, permissionCatalogue } from '@bo/contract';
import { DEMO_ADMINS } from '@bo/db';

const catalogue: ReadonlySet<string> = new Set(permissionCatalogue);
const principal = (a: (typeof DEMO_ADMINS)[number]) => ({ role: a.role, permissions: { modules: [...a.modules], main_page: a.mainPage } });

describe('demo admins', () => {
  it('use only module and main-page names from the permission catalogue', () => {
    const names = new Set(DEMO_ADMINS.flatMap((a) => [...a.modules, ...(a.mainPage ? [a.mainPage] : [])]));
    expect([...names].filter((name) => !catalogue.has(name))).toEqual([]);
  });

  it('hold one admin for every id a fixed grant names', () => {
    const ids = new Set(DEMO_ADMINS.map((a) => a.id));
    expect(FIXED_GRANT_ADMIN_IDS.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(DEMO_ADMINS.length);
  });

  it('give role 1 to the top admins only, and modules to every other grant holder', () => {
    expect(DEMO_ADMINS.filter((a) => a.role === 1).map((a) => a.id)).toEqual([...TOP_ADMIN_IDS]);
    const holders = new Set(FIXED_GRANTS.flatMap((g) => g.adminIds));
    for (const admin of DEMO_ADMINS.filter((a) => holders.has(a.id) && a.role !== 1))
      expect(admin.modules.length, `admin ${admin.id}`).toBeGreaterThan(0);
  });

  it('include the QA admins, a support team lead, review admins with status 0 and 1, and one account that cannot sign in', () => {
    for (const id of QA_ADMIN_IDS) expect(DEMO_ADMINS.some((a) => a.id === id)).toBe(true);
    expect(DEMO_ADMINS.find((a) => a.id === 26)?.isSupportTl).toBe(true);
    const reviewStatuses = new Set(DEMO_ADMINS.filter((a) => a.isReviewAdmin).map((a) => a.supportReviewStatus));
    expect(reviewStatuses).toEqual(new Set([0, 1]));
    expect(DEMO_ADMINS.filter((a) => !isUsableAdmin(principal(a))).map((a) => a.id)).toEqual([203]);
  });

  it('have distinct colours', () => {
    const colours = DEMO_ADMINS.map((a) => a.hexColor.toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});
