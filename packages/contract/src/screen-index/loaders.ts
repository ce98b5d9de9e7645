/**
 * Where each table screen's definition lives, as modules loaded on demand (issue 21 item 4): the
 * SPA downloads the area of the page it shows, not every resource with its call schemas. An area is
 * an existing definition file (its exports are scanned for ResourceDefs, alone or in lists); the
 * route names of each area are in ./route-index.ts, written from the registries by
 * `npm run screen-index -w @bo/contract` (route-index.test.ts fails when it is out of date). A
 * resource defined in a new file needs one line here. The growth pages of every kind are one area.
 */
export const RESOURCE_AREA_LOADERS = {
  surveys: () => import('../resources/defs/surveys.ts'),
  users: () => import('../resources/defs/users.ts'),
  clicks: () => import('../resources/defs/clicks.ts'),
  suppliers: () => import('../resources/defs/suppliers.ts'),
  publishers: () => import('../resources/defs/publishers.ts'),
  apps: () => import('../resources/defs/apps.ts'),
  offers: () => import('../resources/defs/offers.ts'),
  questions: () => import('../resources/defs/questions.ts'),
  staff: () => import('../resources/defs/staff.ts'),
  operations: () => import('../resources/defs/operations.ts'),
  audit: () => import('../resources/defs/audit.ts'),
  'status-approvals': () => import('../resources/defs/status-approvals.ts'),
  'quality-logs': () => import('../resources/defs/quality-logs.ts'),
  'operation-logs': () => import('../resources/defs/operation-logs.ts'),
  'traffic-logs': () => import('../resources/defs/traffic-logs.ts'),
  'user-logs': () => import('../resources/defs/user-logs.ts'),
  activity: () => import('../resources/defs/activity.ts'),
  feedback: () => import('../resources/defs/feedback.ts'),
  'queue-alerts': () => import('../resources/defs/queue-alerts.ts'),
  'adjust-spend': () => import('../resources/defs/adjust-spend.ts'),
  'offer-screens': () => import('../resources/defs/offer-screens.ts'),
  investigations: () => import('../resources/defs/investigations.ts'),
  support: () => import('../support/resources.ts'),
  'alert-rules': () => import('../reports/alert-rules.ts'),
  'publisher-payments': () => import('../reports/publisher-payments.ts'),
  'question-mapping': () => import('../question-mapping/resources.ts'),
  'config-screens': () => import('../config-screens/resources.ts'),
  'sample-selling': () => import('../sample-selling/resources.ts'),
  'supply-screens': () => import('../supply-screens/resources.ts'),
  'operator-config': () => import('../operator-config/resources.ts'),
  'product-users': () => import('../resources/defs/products/users.ts'),
  'product-transactions': () => import('../resources/defs/products/transactions.ts'),
  'product-claims': () => import('../resources/defs/products/claims.ts'),
  'product-rewards': () => import('../resources/defs/products/rewards.ts'),
  'product-eligibility-logs': () => import('../resources/defs/products/eligibility-logs.ts'),
  'product-bonus-codes': () => import('../resources/defs/products/bonus-codes.ts'),
  'product-bonus-code-redemptions': () => import('../resources/defs/products/bonus-code-redemptions.ts'),
  'product-levels': () => import('../resources/defs/products/levels.ts'),
  'product-leaderboards': () => import('../resources/defs/products/leaderboards.ts'),
  'product-named-bonus': () => import('../resources/defs/products/named-bonus.ts'),
  'product-payout-confirmation': () => import('../resources/defs/products/payout-confirmation.ts'),
  'product-settings': () => import('../resources/defs/products/settings.ts'),
  'product-growth': () => import('../resources/defs/products/growth.ts'),
} satisfies Record<string, () => Promise<object>>;

export type ResourceArea = keyof typeof RESOURCE_AREA_LOADERS;
