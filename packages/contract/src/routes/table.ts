import { coreRoutes } from './core/index.ts';
import { perProductRoutes } from './products.ts';
import { publicRoutes } from './public.ts';
import { sampleSellingRoutes } from './sample-selling.ts';
import type { RouteDef } from './types.ts';
import { assertRouteSettings, assertUniqueRouteNames } from './validate.ts';

/**
 * The whole route table: public, core, per-product (with dynamic campaigns), sample selling.
 *
 * Choices where the specification is silent (specification 01, 2.1-2.5):
 * - Only the three public routes are loadingDisabled (non-core apps must still reach sign-in and the
 *   404 page); no route is coreAppOnly, because the specification names none.
 * - The dashboard (/) and /admin/dashboard sit in Monitoring so that they are menu pages.
 * - Detail pages, the question-mapping add/copy pages, /survey-invitations (reached through the
 *   Entry Link Logs quick link) and the dynamic-campaign children are hidden; hidden routes keep the
 *   group of their section for headings, and the menu never shows them.
 * - A page's main permission is its name, except the campaign list tabs (the campaigns page's
 *   permission) and question-mapping add/copy (question_mapping_add / question_mapping_copy).
 * - The "{name}-bonus" pages use the product's project slug for {name} (routes/products.ts).
 */
export const routes: readonly RouteDef[] = [...publicRoutes, ...coreRoutes, ...perProductRoutes, ...sampleSellingRoutes];

// Start-up check: a broken table must stop the app loading, not misroute staff later.
assertRouteSettings(routes);
assertUniqueRouteNames(routes);
