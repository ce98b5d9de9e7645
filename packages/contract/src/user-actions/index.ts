// The write calls on a platform user (specification 02, sections 4, 5 and 7): body schemas shared by
// admin-api and the SPA. Each area (status, supplier, settings, credit ...) adds its own files here.
export * from './status.ts';
export * from './supplier.ts';
export * from './settings.ts';
export * from './credit.ts';
export * from './offer-events.ts';
export * from './status-approval.ts';
export * from './bulk-status.ts';
