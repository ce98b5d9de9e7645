import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseUnavailable } from '@bo/db';
import { chatDeps } from '../chat/deps.ts';
import { SNOOZE_SWEEP_INTERVAL_MS, wakeDueConversations } from '../chat/conversations/snooze-sweep.ts';

/** Ends snoozes on time even when nobody reads the chat: a periodic sweep, stopped with the app. */
export const snoozeSweepPlugin: FastifyPluginAsync = async (app) => {
  const deps = chatDeps(app);
  let running = false;
  const sweep = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await wakeDueConversations(deps);
    } catch (error) {
      // An outage is logged once by the database handle, not by every sweep.
      if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, 'snooze sweep failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), SNOOZE_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
