// The user-details screen (specification 02): answer schemas of the read calls and the pure logic
// the screen needs (colours, confidence, credit display, balances, risky locations, protection).
export * from './constants.ts';
export * from './messages.ts';
export * from './colours.ts';
export * from './offer-event-credit.ts';
export * from './balance.ts';
export * from './risk.ts';
export * from './protection.ts';
export { ZUserDetailsPaging, ZUserLanguage, type UserLanguage } from './schemas/common.ts';
export * from './schemas/params.ts';
export * from './schemas/basic.ts';
export * from './schemas/user.ts';
export * from './schemas/quality.ts';
export * from './schemas/suppliers.ts';
export * from './schemas/reconciliation.ts';
export * from './schemas/accounts.ts';
export * from './schemas/offers.ts';
export * from './schemas/profiling.ts';
export * from './schemas/live-query.ts';
export * from './schemas/reference.ts';
export * from './schemas/details.ts';
