// The products' table pages (specification 04, section 1), one file per page kind.
export * from './growth-page.ts';
export * from './affiliate-partners.ts';
export * from './adjust-event-logs.ts';
export * from './adjust-config.ts';
export * from './log-spend.ts';
export * from './triggers.ts';
export * from './emails.ts';
export * from './completes.ts';
export * from './vip-users.ts';
export * from './growth.ts';
export * from './actions.ts';
