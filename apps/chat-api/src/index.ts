export { buildChatApi, type ChatApiOptions } from './app.ts';
