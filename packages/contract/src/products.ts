import type { ProductPrefix, ProjectSlug } from './routes/types.ts';

/**
 * The core app's fixed id (specification 01, section 1: "The core app identifier is a fixed value").
 * The demo data (packages/db) seeds the core app under this id.
 */
export const CORE_APP_ID = 1;

export interface Product {
  /** Route and permission prefix (fs_users, /fs-users). */
  prefix: ProductPrefix;
  /** App id of specification 02 section 1 (also the chat app id of specification 03). */
  appId: number;
  /** Project slug of adjust-config, dynamic-campaign and per-app API paths. */
  project: ProjectSlug;
  /** Display name as specification 02 writes it. */
  name: string;
  /**
   * Balance units per currency unit on hover cards ("1000 or 100 depending on the app",
   * specification 02). EarnStar keeps cents shown divided by 100 (specification 01, section 3);
   * the others follow the demo apps of packages/db (HeyCash cents, the points apps 1000).
   */
  pointsDivisor: 100 | 1000;
}

/** The five consumer products, in the prefix order of specification 01 section 2.4. */
export const PRODUCTS: readonly Product[] = [
  { prefix: 'fs', appId: 16, project: 'five-surveys', name: 'Five Surveys', pointsDivisor: 1000 },
  { prefix: 'hc', appId: 18, project: 'hey-cash', name: 'HeyCash', pointsDivisor: 100 },
  { prefix: 'po', appId: 13, project: 'prime-opinion', name: 'Prime Opinion', pointsDivisor: 1000 },
  { prefix: 'es', appId: 554, project: 'earn-star', name: 'EarnStar', pointsDivisor: 100 },
  { prefix: 'ts', appId: 71, project: 'top-surveys', name: 'TopSurveys', pointsDivisor: 1000 },
];

/** App ids by product (specification 02, section 9). */
export const APP_ID = { primeOpinion: 13, fiveSurveys: 16, heyCash: 18, topSurveys: 71, earnStar: 554 } as const;

/** App ids that get their own logo on the user-details screen (specification 02, section 1). */
export const APPS_WITH_LOGO: readonly number[] = [APP_ID.primeOpinion, APP_ID.fiveSurveys];

function find<K extends keyof Product>(key: K, value: unknown): Product | undefined {
  return PRODUCTS.find((p) => p[key] === value);
}

export const productByPrefix = (prefix: string): Product | undefined => find('prefix', prefix);
export const productByAppId = (appId: number): Product | undefined => find('appId', appId);
export const productByProject = (project: string): Product | undefined => find('project', project);

/** A balance in the app's units as currency; apps without a divisor show the plain count. */
export function balanceInCurrency(balance: number, appId: number): number {
  const product = productByAppId(appId);
  return product ? balance / product.pointsDivisor : balance;
}
