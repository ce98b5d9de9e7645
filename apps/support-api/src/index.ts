export { buildSupportApi, type SupportApiOptions } from './app.ts';
