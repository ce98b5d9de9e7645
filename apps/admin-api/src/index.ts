export { buildAdminApi, type AdminApiOptions } from './app.ts';
