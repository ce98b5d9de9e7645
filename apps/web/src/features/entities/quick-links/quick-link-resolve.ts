import { can, pathFor, productByPrefix, routeByName, type AdminPrincipal, type QuickLinkModel } from '@bo/contract';
import { FORCE_RELOAD_PARAM } from '../../table/api/list-request.ts';
import { toQueryString } from '../../table/state/url-codec.ts';
import type { QuickLink, QuickLinkContext, QuickLinkModal, QuickLinkPanel } from './quick-link-types.ts';

export const NO_TITLE = 'No title';

/** Heading words by model (specification 01, 2.6). */
const MODEL_WORD: Readonly<Record<QuickLinkModel, string>> = {
  user: 'User',
  survey: 'Survey',
  offer: 'Offer',
  project: 'Project',
  order: 'Order',
};
/** "user (project name plus User id; hidden when the project is PS)". */
export const HEADING_HIDDEN_PROJECT = 'PS';

export function quickLinkHeading(panel: QuickLinkPanel): string | null {
  const base = `${MODEL_WORD[panel.model]} ${panel.id}`;
  if (panel.model !== 'user' || !panel.product) return base;
  const project = productByPrefix(panel.product);
  if (!project || panel.product.toUpperCase() === HEADING_HIDDEN_PROJECT) return null;
  return `${project.name} ${base}`;
}

export type ResolvedQuickLink =
  | { kind: 'route'; name: string; title: string; href: string }
  | { kind: 'function'; name: string; title: string; modal: QuickLinkModal }
  | { kind: 'external'; name: string; title: string; href: string | null };

/** The model's filter in a list URL: filter[userId], filter[surveyId], filter[offerId]. */
export const modelFilterKey = (model: QuickLinkModel): string => `${model}Id`;

/**
 * Where a route link goes (specification 01, 2.6): a main page takes the id as its route param
 * ({model}Id); any other page a query filter (filter[userId]); chat pages filters[user_id]. A link
 * to the page already open adds a forceReload timestamp.
 */
export function routeQuickLinkHref(
  routeName: string,
  context: QuickLinkContext,
  chatFilter: 'by_user_id' | undefined,
  now: number,
): string {
  const target = routeByName(routeName);
  const param = modelFilterKey(context.model);
  const query = new URLSearchParams();
  let path: string;
  if (target?.flags?.main && target.path.includes(`:${param}`)) {
    path = pathFor(routeName, { [param]: context.id });
  } else {
    path = pathFor(routeName);
    if (chatFilter === 'by_user_id') query.set('filters[user_id]', context.id);
    else query.set(`filter[${param}]`, context.id);
  }
  if (routeName === context.currentRouteName) query.set(FORCE_RELOAD_PARAM, String(now));
  return `${path}${toQueryString(query)}`;
}

function permissionOf(link: QuickLink, routeName: string | null): string {
  if (link.permission) return link.permission;
  const route = routeName ? routeByName(routeName) : undefined;
  return route ? route.permission : link.name;
}

/** The panel's links the admin may use, in order ("lists only permitted quick links"). */
export function resolveQuickLinks(
  links: readonly QuickLink[],
  admin: AdminPrincipal,
  context: QuickLinkContext,
  now: number,
): ResolvedQuickLink[] {
  const out: ResolvedQuickLink[] = [];
  for (const link of links) {
    if (link.visible && !link.visible(context)) continue;
    if (link.kind === 'route') {
      const routeName = typeof link.routeName === 'function' ? link.routeName(context) : link.routeName;
      if (!routeName || !routeByName(routeName) || !can(admin, permissionOf(link, routeName))) continue;
      out.push({ kind: 'route', name: link.name, title: link.title, href: routeQuickLinkHref(routeName, context, link.chatFilter, now) });
    } else if (can(admin, permissionOf(link, null))) {
      if (link.kind === 'function') out.push({ kind: 'function', name: link.name, title: link.title, modal: link.modal });
      else {
        const href = link.url(context);
        out.push({ kind: 'external', name: link.name, title: href ? (link.title ?? href) : NO_TITLE, href });
      }
    }
  }
  return out;
}
