import type { ProductPrefix, QuickLinkModel } from '@bo/contract';

/** What the bar is open for: the model, the id, and the product of a per-product user page. */
export interface QuickLinkPanel {
  model: QuickLinkModel;
  id: string;
  product: ProductPrefix | null;
}

/** What a quick link may read to decide where it goes and whether it shows. */
export interface QuickLinkContext extends QuickLinkPanel {
  /** The route the admin is on: a link to it gets a forceReload timestamp. */
  currentRouteName: string | null;
  /** The survey's supplier (survey bar only), once known. */
  supplierId: number | null;
}

/** The bar's three modals (specification 01, 2.6). */
export type QuickLinkModal = 'userProfilingBasics' | 'userOffersOverview' | 'clicksBreakdown';

interface QuickLinkBase {
  /** Also the permission when the link has none of its own ("uses its permission, or else its name"). */
  name: string;
  title?: string;
  permission?: string;
  /** Shown only when this holds (e.g. the entry links log for suppliers 7 and 107). */
  visible?: (context: QuickLinkContext) => boolean;
}

/** Opens a route in a new tab, the id as route param (main pages) or as a query filter. */
export interface RouteQuickLink extends QuickLinkBase {
  kind: 'route';
  title: string;
  /** The target route; a function for per-product targets (null: not for this panel). */
  routeName: string | ((context: QuickLinkContext) => string | null);
  /** Chat pages filter by `filters[...]`; `by_user_id` becomes `filters[user_id]`. */
  chatFilter?: 'by_user_id';
}

/** Runs a method of the bar: here, opens one of its modals. */
export interface FunctionQuickLink extends QuickLinkBase {
  kind: 'function';
  title: string;
  modal: QuickLinkModal;
}

/** A link out of the product; 'No title' when it has no url. */
export interface ExternalQuickLink extends QuickLinkBase {
  kind: 'external';
  url: (context: QuickLinkContext) => string | null;
}

export type QuickLink = RouteQuickLink | FunctionQuickLink | ExternalQuickLink;
