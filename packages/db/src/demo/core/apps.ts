/** A demo app (core.apps row). */
export interface DemoApp {
  id: number;
  name: string;
  /** Product slug of the five consumer products; null for the core app and partner apps. */
  project: 'prime-opinion' | 'five-surveys' | 'hey-cash' | 'top-surveys' | 'earn-star' | null;
  currencyName: string;
  /** Balance units per dollar shown on cards (1000 or 100 by app); null shows a plain count. */
  pointsDivisor: number | null;
  /** User-reward units per dollar of publisher payout (goodwill credit converts with it). */
  exchangeRate: number;
  isCore?: boolean;
}

/** The core app's fixed id (specification 01, section 1). */
export const CORE_APP_ID = 1;

/**
 * The platform itself, the five consumer products with the ids of specification 02 and 03, and a
 * few partner apps. EarnStar keeps balances in cents shown divided by 100 (specification 01, section 3).
 */
export const DEMO_APPS: readonly DemoApp[] = [
  { id: CORE_APP_ID, name: 'Core Platform', project: null, currencyName: 'USD', pointsDivisor: 100, exchangeRate: 100, isCore: true },
  { id: 13, name: 'Prime Opinion', project: 'prime-opinion', currencyName: 'Points', pointsDivisor: 1000, exchangeRate: 1000 },
  { id: 16, name: 'Five Surveys', project: 'five-surveys', currencyName: 'Coins', pointsDivisor: 1000, exchangeRate: 1000 },
  { id: 18, name: 'HeyCash', project: 'hey-cash', currencyName: 'Cash Points', pointsDivisor: 100, exchangeRate: 100 },
  { id: 71, name: 'TopSurveys', project: 'top-surveys', currencyName: 'Points', pointsDivisor: 1000, exchangeRate: 1000 },
  { id: 554, name: 'EarnStar', project: 'earn-star', currencyName: 'USD', pointsDivisor: 100, exchangeRate: 100 },
  { id: 22, name: 'Rewardia', project: null, currencyName: 'Gems', pointsDivisor: null, exchangeRate: 250 },
  { id: 37, name: 'Cashout Quest', project: null, currencyName: 'Coins', pointsDivisor: null, exchangeRate: 500 },
  { id: 48, name: 'Opinion Bay', project: null, currencyName: 'Points', pointsDivisor: 1000, exchangeRate: 1000 },
  { id: 120, name: 'PollPocket', project: null, currencyName: 'Credits', pointsDivisor: 100, exchangeRate: 100 },
  { id: 305, name: 'Sample Exchange', project: null, currencyName: 'USD', pointsDivisor: 100, exchangeRate: 100 },
];
