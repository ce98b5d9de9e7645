import { runService } from '@bo/server-kit';
import { buildAdminApi } from './app.ts';

await runService('admin-api', 8081, (deps) => buildAdminApi(deps));
