/** Models a quick-link bar can be opened for (specification 01, 2.1 and 2.6). */
export type QuickLinkModel = 'user' | 'survey' | 'offer' | 'project' | 'order';

/** The five consumer products and their route prefixes (specification 01, 2.4). */
export type ProductPrefix = 'fs' | 'hc' | 'po' | 'es' | 'ts';

/** The project slug a product's adjust-config and dynamic-campaign pages receive. */
export type ProjectSlug = 'five-surveys' | 'hey-cash' | 'prime-opinion' | 'earn-star' | 'top-surveys';

export interface RouteFlags {
  /** Reachable without sign-in (login, register, error-404). */
  public?: boolean;
  /** A signed-in admin is sent to / instead. */
  redirectOnLogin?: boolean;
  /** A detail page: registered, permission-checked, but never a menu link. */
  hidden?: boolean;
  /** Main page with a quick-link bar for this model; the id comes from the route param `{model}Id`. */
  main?: QuickLinkModel;
  /** Shown only for the core app. */
  coreAppOnly?: boolean;
  /** Loading overlay disabled for this route (also what non-core apps may see). */
  loadingDisabled?: boolean;
  /** Full-page layout (no navbar): login, register, error pages. */
  fullPage?: boolean;
}

export interface RouteDef {
  /** Unique route name, e.g. `user_details`, `fs_user_details`. Also the page's main permission unless `permission` says otherwise. */
  name: string;
  /** React Router path, params as `:userId`. */
  path: string;
  /** Human title shown in the menu and page heading. */
  title: string;
  /** Menu group key (see menu.ts) or null for routes outside the menu. */
  group: string | null;
  /** The main permission a non-super admin needs in permissions.modules (or a fixed grant). */
  permission: string;
  /** Extra sub-permissions used inside the page (exports, edit buttons ...). */
  subPermissions?: string[];
  flags?: RouteFlags;
  product?: ProductPrefix;
  /** The project prop of adjust-config and dynamic-campaign pages. */
  project?: ProjectSlug;
}
