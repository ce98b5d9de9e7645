import { runService } from '@bo/server-kit';
import { buildChatApi } from './app.ts';

await runService('chat-api', 8082, (deps) => buildChatApi(deps));
