import { resources, type QuickLinkModel } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { modelFilterKey } from './quick-link-resolve.ts';
import { QUICK_LINKS } from './quick-links.ts';

/** Rule 6 of specification 04: quick-link targets accept filter[userId], filter[surveyId], filter[offerId]. */
describe('quick links open their table screens filtered by the model', () => {
  const models = Object.keys(QUICK_LINKS) as QuickLinkModel[];
  it.each(models)('%s links: every built table screen they open has the model filter', (model) => {
    const targets = (QUICK_LINKS[model] ?? []).flatMap((link) =>
      link.kind === 'route' && typeof link.routeName === 'string' ? [link.routeName] : [],
    );
    const built = resources.filter((r) => targets.includes(r.routeName));
    for (const resource of built)
      expect(
        resource.filters.map((f) => f.key),
        resource.name,
      ).toContain(modelFilterKey(model));
  });

  it('the user links of issue 17 (Profiling, Survey List Reload Log, Extension Log, Router Log, Bonus Offers) are table screens', () => {
    const built = new Set(resources.map((r) => r.routeName));
    for (const routeName of ['user_profilings', 'survey_list_reloads', 'source_extension', 'router_logs', 'user_bonus_offers'])
      expect(built.has(routeName), routeName).toBe(true);
    expect(built.has('survey_invitations')).toBe(true);
  });
});
