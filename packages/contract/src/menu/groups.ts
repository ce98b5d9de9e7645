/**
 * Menu groups of specification 01 section 2.5. Monthly groups first (Monitoring with its subgroups),
 * then the per-product menus. A route's `group` is one of these keys; a subgroup key is
 * `<group>.<subgroup>`.
 */
export const MONTHLY_GROUPS = [
  { key: 'monitoring', title: 'Monitoring' },
  { key: 'surveys', title: 'Surveys' },
  { key: 'publishers', title: 'Publishers' },
  { key: 'quality', title: 'Quality' },
  { key: 'activity', title: 'Activity' },
  { key: 'users', title: 'Users' },
  { key: 'config', title: 'Config' },
  { key: 'log', title: 'Log' },
  { key: 'offers', title: 'Offers' },
] as const;

export const MONITORING_SUBGROUPS = [
  { key: 'monitoring.chat', title: 'Chat' },
  { key: 'monitoring.top_surveys', title: 'Top Surveys' },
  { key: 'monitoring.report', title: 'Report' },
  { key: 'monitoring.statistics', title: 'Statistics' },
  { key: 'monitoring.reconciliations', title: 'Reconciliations' },
  { key: 'monitoring.adjust_spend', title: 'Adjust Spend' },
] as const;

/**
 * Per-product menus. Earn Star's menu is not one of the listed product menus of the specification
 * ("not shown here as a menu group"), yet 2.4 lists its entries, so it gets its own menu, last.
 */
export const PRODUCT_MENUS = [
  { key: 'five-surveys', title: 'Five Surveys' },
  { key: 'hey-cash', title: 'HeyCash' },
  { key: 'prime-opinion', title: 'Prime Opinion' },
  { key: 'top-surveys', title: 'TopSurveys' },
  { key: 'sample-selling', title: 'Sample Selling' },
  { key: 'earn-star', title: 'EarnStar' },
] as const;

export type MonthlyGroupKey = (typeof MONTHLY_GROUPS)[number]['key'];
export type MonitoringSubgroupKey = (typeof MONITORING_SUBGROUPS)[number]['key'];
export type ProductMenuKey = (typeof PRODUCT_MENUS)[number]['key'];
export type MenuGroupKey = MonthlyGroupKey | MonitoringSubgroupKey | ProductMenuKey;

export const MENU_GROUP_KEYS: ReadonlySet<string> = new Set<string>([
  ...MONTHLY_GROUPS.map((g) => g.key),
  ...MONITORING_SUBGROUPS.map((g) => g.key),
  ...PRODUCT_MENUS.map((g) => g.key),
]);
