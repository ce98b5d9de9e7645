import { routeByName, type AdminPrincipal } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { panelAfterNavigation } from './quick-link-scope.ts';
import { quickLinkHeading, resolveQuickLinks, routeQuickLinkHref, type ResolvedQuickLink } from './quick-link-resolve.ts';
import type { QuickLinkContext } from './quick-link-types.ts';
import { QUICK_LINKS } from './quick-links.ts';

const superAdmin: AdminPrincipal = { id: 1, role: 1, permissions: { modules: [] } };
const NOW = 1_700_000_000_000;
const context = (over: Partial<QuickLinkContext>): QuickLinkContext => ({
  model: 'survey',
  id: '5',
  product: null,
  currentRouteName: 'survey_details',
  supplierId: 6,
  ...over,
});
const titles = (links: ResolvedQuickLink[]) => links.map((l) => l.title);

describe('quick-link targets (specification 01, 2.6)', () => {
  it('names only routes of the route table', () => {
    for (const links of Object.values(QUICK_LINKS)) {
      for (const link of links ?? [])
        if (link.kind === 'route' && typeof link.routeName === 'string') expect(routeByName(link.routeName), link.name).toBeDefined();
    }
  });

  it('puts the id in a query filter for list pages and as the route param for main pages', () => {
    expect(routeQuickLinkHref('clicks', context({}), undefined, NOW)).toBe('/clicks?filter[surveyId]=5');
    expect(routeQuickLinkHref('offer_events', context({ model: 'user', id: '12' }), undefined, NOW)).toBe(
      '/offer-events?filter[userId]=12',
    );
    expect(routeQuickLinkHref('user_details', context({ model: 'user', id: '12', currentRouteName: 'clicks' }), undefined, NOW)).toBe(
      '/user/12',
    );
  });

  it('sends the chat filter as filters[user_id]', () => {
    expect(routeQuickLinkHref('chat', context({ model: 'user', id: '12' }), 'by_user_id', NOW)).toBe('/chat?filters[user_id]=12');
  });

  it('adds a forceReload timestamp when the target is the current route', () => {
    expect(routeQuickLinkHref('clicks', context({ currentRouteName: 'clicks' }), undefined, NOW)).toBe(
      `/clicks?filter[surveyId]=5&forceReload=${NOW}`,
    );
  });
});

describe('resolveQuickLinks', () => {
  it('lists the survey links; the entry links log only for suppliers 7 and 107', () => {
    const links = QUICK_LINKS.survey!;
    expect(titles(resolveQuickLinks(links, superAdmin, context({}), NOW))).toEqual([
      'Qualifications',
      'Clicks',
      'Completes',
      'Clicks Breakdown',
    ]);
    expect(titles(resolveQuickLinks(links, superAdmin, context({ supplierId: 7 }), NOW))).toContain('Entry Link Logs');
    expect(titles(resolveQuickLinks(links, superAdmin, context({ supplierId: 107 }), NOW))).toContain('Entry Link Logs');
    expect(titles(resolveQuickLinks(links, superAdmin, context({ supplierId: null }), NOW))).not.toContain('Entry Link Logs');
  });

  it('lists only permitted links: route links by their route, modals by their name', () => {
    const qa: AdminPrincipal = {
      id: 11,
      role: 2,
      permissions: { modules: ['users', 'user_details', 'clicks', 'completes', 'user_offers_overview'] },
    };
    expect(titles(resolveQuickLinks(QUICK_LINKS.user!, qa, context({ model: 'user', id: '3' }), NOW))).toEqual([
      'Clicks',
      'Completes',
      'Offers Overview',
    ]);
  });

  it('gives per-product users their product transactions, core users none', () => {
    const user = QUICK_LINKS.user!;
    const es = resolveQuickLinks(user, superAdmin, context({ model: 'user', id: '3', product: 'es' }), NOW);
    expect(es.find((l) => l.title === 'Transactions')).toMatchObject({ kind: 'route', href: '/es-transactions?filter[userId]=3' });
    expect(titles(resolveQuickLinks(user, superAdmin, context({ model: 'user', id: '3' }), NOW))).not.toContain('Transactions');
  });

  it("shows an external link's title, or 'No title' without a url", () => {
    const links = [
      { kind: 'external' as const, name: 'clicks', title: 'Panel', url: () => 'https://example.test/5' },
      { kind: 'external' as const, name: 'clicks', title: 'Panel', url: () => null },
    ];
    expect(resolveQuickLinks(links, superAdmin, context({}), NOW)).toEqual([
      { kind: 'external', name: 'clicks', title: 'Panel', href: 'https://example.test/5' },
      { kind: 'external', name: 'clicks', title: 'No title', href: null },
    ]);
  });
});

describe('quickLinkHeading', () => {
  it('says the model and id, with the project name for product users', () => {
    expect(quickLinkHeading({ model: 'survey', id: '5', product: null })).toBe('Survey 5');
    expect(quickLinkHeading({ model: 'offer', id: '9', product: null })).toBe('Offer 9');
    expect(quickLinkHeading({ model: 'user', id: '3', product: null })).toBe('User 3');
    expect(quickLinkHeading({ model: 'user', id: '3', product: 'es' })).toBe('EarnStar User 3');
  });
});

describe('panelAfterNavigation (specification 01, 2.1)', () => {
  const survey = routeByName('survey_details')!;
  const clicks = routeByName('clicks')!;
  const esUser = routeByName('es_user_details')!;
  const open = { model: 'survey' as const, id: '5', product: null };

  it('opens on a main route with the id of its {model}Id param', () => {
    expect(panelAfterNavigation(null, survey, { surveyId: '5' }, new URLSearchParams())).toEqual(open);
    expect(panelAfterNavigation(null, esUser, { userId: '8' }, new URLSearchParams())).toEqual({ model: 'user', id: '8', product: 'es' });
  });

  it('stays while the query holds the matching filter, in either spelling', () => {
    expect(panelAfterNavigation(open, clicks, {}, new URLSearchParams('filter[surveyId]=5'))).toBe(open);
    expect(panelAfterNavigation(open, clicks, {}, new URLSearchParams('filterSurveyId=5'))).toBe(open);
    expect(panelAfterNavigation(open, clicks, {}, new URLSearchParams('filter[surveyId]=4,5'))).toBe(open);
  });

  it('clears when the route is left without the filter, or with another id or model', () => {
    expect(panelAfterNavigation(open, clicks, {}, new URLSearchParams())).toBeNull();
    expect(panelAfterNavigation(open, clicks, {}, new URLSearchParams('filter[surveyId]=6'))).toBeNull();
    expect(panelAfterNavigation(open, clicks, {}, new URLSearchParams('filter[userId]=5'))).toBeNull();
  });
});
