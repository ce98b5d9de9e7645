import { runService } from '@bo/server-kit';
import { buildSupportApi } from './app.ts';

await runService('support-api', 8083, (deps) => buildSupportApi(deps));
