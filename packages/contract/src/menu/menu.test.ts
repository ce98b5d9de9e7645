import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/lookup.ts';
import { routes } from '../routes/table.ts';
import { menuFor, type MenuGroup, type MenuItem } from './menu.ts';

const allItems = (menu: MenuGroup[]): MenuItem[] => menu.flatMap((g) => [...g.items, ...g.subgroups.flatMap((s) => s.items)]);

describe('menuFor (specification 01, 2.5)', () => {
  const full = menuFor(() => true);

  it('has the monthly groups, then the product menus, Earn Star last', () => {
    expect(full.map((g) => g.title)).toEqual([
      'Monitoring',
      'Surveys',
      'Publishers',
      'Quality',
      'Activity',
      'Users',
      'Config',
      'Log',
      'Offers',
      'Five Surveys',
      'HeyCash',
      'Prime Opinion',
      'TopSurveys',
      'Sample Selling',
      'EarnStar',
    ]);
    expect(full.filter((g) => g.kind === 'product').map((g) => g.key)).toEqual([
      'five-surveys',
      'hey-cash',
      'prime-opinion',
      'top-surveys',
      'sample-selling',
      'earn-star',
    ]);
  });

  it('gives Monitoring its six subgroups', () => {
    const monitoring = full.find((g) => g.key === 'monitoring');
    expect(monitoring?.subgroups.map((s) => s.title)).toEqual([
      'Chat',
      'Top Surveys',
      'Report',
      'Statistics',
      'Reconciliations',
      'Adjust Spend',
    ]);
    expect(full.filter((g) => g.key !== 'monitoring').every((g) => g.subgroups.length === 0)).toBe(true);
  });

  it('resolves every entry to a visible route and links to its path', () => {
    for (const item of allItems(full)) {
      const route = routeByName(item.name);
      expect(route, item.name).toBeDefined();
      expect(route?.flags?.hidden).toBeFalsy();
      expect(route?.flags?.public).toBeFalsy();
      expect(item.to).not.toContain(':');
    }
    expect(allItems(full).find((i) => i.name === 'clicks')?.to).toBe('/clicks');
  });

  it('lists every visible signed-in route exactly once', () => {
    const names = allItems(full).map((i) => i.name);
    const visible = routes.filter((r) => !r.flags?.hidden && !r.flags?.public).map((r) => r.name);
    expect(names.sort()).toEqual(visible.sort());
  });

  it('never shows hidden detail pages, even when allowed', () => {
    const names = new Set(allItems(full).map((i) => i.name));
    for (const hidden of ['user_details', 'survey_details', 'offer_details', 'es_user_details', 'fs_dynamic_campaigns_emails_create']) {
      expect(names.has(hidden), hidden).toBe(false);
    }
  });

  it('filters by permission and drops empty groups and subgroups', () => {
    const menu = menuFor((name) => ['surveys', 'chat', 'es_users'].includes(name));
    expect(menu.map((g) => g.key)).toEqual(['monitoring', 'surveys', 'earn-star']);
    const monitoring = menu[0];
    expect(monitoring?.items).toEqual([]);
    expect(monitoring?.subgroups).toEqual([
      { key: 'monitoring.chat', title: 'Chat', items: [{ name: 'chat', title: 'Chat', to: '/chat' }] },
    ]);
    expect(menu[2]?.items).toEqual([{ name: 'es_users', title: 'Users', to: '/es-users' }]);
  });

  it('answers an empty menu when nothing is allowed', () => {
    expect(menuFor(() => false)).toEqual([]);
  });

  it('hands the route to the callback too', () => {
    const menu = menuFor((_name, route) => route.permission === 'offer_list');
    expect(allItems(menu).map((i) => i.name)).toEqual(['offer_list']);
  });
});
