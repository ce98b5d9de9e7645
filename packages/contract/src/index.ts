// The contract's public surface: everything the gateway, the upstreams and the SPA import.

// Calls, schemas and resources (other areas own their contents).
export * from './api/types.ts';
export * from './api/session-protocol.ts';
export * from './api/sign-in-protocol.ts';
export * from './api/calls/index.ts';
export * from './schemas/admin.ts';
export * from './schemas/account.ts';
export * from './schemas/second-factor.ts';
export * from './schemas/passkeys.ts';
export * from './schemas/sign-in-methods.ts';
export * from './schemas/admin-list.ts';
export * from './schemas/admin-log.ts';
export * from './admins/access.ts';
export * from './schemas/errors.ts';
export * from './schemas/list.ts';
export * from './schemas/no-body.ts';
export * from './schemas/openapi-document.ts';
export * from './schemas/text.ts';
export * from './resources/index.ts';
export * from './reports/index.ts';

// Chat and support areas (their helpers own these folders).
export * from './chat/index.ts';
export * from './support/index.ts';
// The websocket hub's wire protocol (gateway /ws and the SPA's realtime client).
export * from './realtime/socket.ts';
export * from './user-details/index.ts';
// The write calls on a platform user (status, supplier bans, settings, credit helpers share the folder).
export * from './user-actions/index.ts';
// The per-product money pages' actions (issue 16).
export * from './product-money/index.ts';
// Searches and lookups (issue 17).
export * from './search/index.ts';
export * from './investigator.ts';
// Questions mapping and sample selling (issue 18).
export * from './question-mapping/index.ts';
export * from './sample-selling/index.ts';
export * from './config-screens/index.ts';
export * from './supply-screens/index.ts';
export * from './operator-config/index.ts';

// Permissions.
export * from './access.ts';
export * from './grants.ts';
export * from './permissions/names.ts';
export * from './permissions/catalogue.ts';
export * from './permissions/main-page.ts';

// Routes and menu.
export * from './routes/types.ts';
export * from './routes/naming.ts';
export * from './routes/validate.ts';
export * from './routes/table.ts';
export * from './routes/lookup.ts';
export { namedBonusPath, productUserDetailsRouteName } from './routes/products.ts';
export * from './menu/groups.ts';
export * from './menu/menu.ts';
// The screens by route without their definitions (the SPA loads a table page's definition on demand).
export * from './screen-index/load.ts';

// Products, code maps, enums, messages and constants.
export * from './products.ts';
export * from './codes/supplier.ts';
export * from './codes/offer-provider.ts';
export * from './codes/platform.ts';
export * from './enums/index.ts';
export * from './messages.ts';
export * from './constants.ts';

// Formatting helpers and note badges.
export * from './format/utc.ts';
export * from './format/dates.ts';
export * from './format/relative-time.ts';
export * from './format/duration.ts';
export * from './format/files.ts';
export * from './format/text.ts';
export * from './notes/badges.ts';
export * from './notes/html.ts';
