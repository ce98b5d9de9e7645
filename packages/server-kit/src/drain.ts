import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FAULT_MESSAGE, sendUnavailable } from './faults.ts';

/** SHUTDOWN_DRAIN_MS: how long a stop waits for the calls in flight (10 s, as `npm start` does). */
export const DEFAULT_DRAIN_MS = 10_000;
/** After the deadline's 503s, how long their bytes get before the remaining connections are cut. */
const CUT_AFTER_MS = 1_000;
/** Time given to calls that watch the deadline signal (a proxied call) to answer for themselves. */
const SELF_ANSWER_MS = 100;

export function readDrainMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return DEFAULT_DRAIN_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`SHUTDOWN_DRAIN_MS must be a positive whole number of milliseconds, not ${raw}`);
  return value;
}

export interface Drain {
  /** Aborted at the drain deadline: work still waiting on something (an upstream call) gives up. */
  readonly deadline: AbortSignal;
  /** True from the moment stop() (or app.close()) is called. */
  readonly stopping: boolean;
  /**
   * Stops the app: new calls get a 503 in the `{ errors }` shape, calls in flight get until the
   * deadline, then those still running are answered 503 (or cut, when their answer had begun) and
   * the app's onClose hooks run.
   */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * Installs the drain on an app built with `return503OnClosing: false` (Fastify's own 503 has
 * another body). Install it before the routes, so its hook sees every call.
 */
export function installDrain(app: FastifyInstance, drainMs: number): Drain {
  const inFlight = new Set<{ request: FastifyRequest; reply: FastifyReply }>();
  const controller = new AbortController();
  let stopping = false;

  // Callback hooks: no promise per call.
  app.addHook('onRequest', (request, reply, done) => {
    if (stopping) {
      reply.header('connection', 'close');
      // Answered here: the request goes no further (done is not called).
      sendUnavailable(reply, FAULT_MESSAGE.stopping);
      return;
    }
    const entry = { request, reply };
    inFlight.add(entry);
    reply.raw.once('close', () => inFlight.delete(entry));
    done();
  });

  // A plain app.close() (tests, the npm start stack) refuses late calls in the same shape, without a deadline.
  app.addHook('preClose', async () => {
    stopping = true;
  });

  // An answer finished while stopping ends its keep-alive connection, so the server closes when the
  // last call is answered instead of when the client's idle connection times out.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  const abortInFlight = async (): Promise<void> => {
    const pending = [...inFlight];
    app.log.warn(
      {
        inFlight: pending.length,
        drainMs,
        calls: pending.map(({ request }) => `${request.method} ${request.routeOptions.url ?? request.url}`),
      },
      'drain deadline reached: ending the calls still in flight',
    );
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, SELF_ANSWER_MS));
    for (const { reply } of inFlight) {
      if (reply.sent || reply.raw.headersSent) continue;
      reply.header('connection', 'close');
      sendUnavailable(reply, FAULT_MESSAGE.stopping);
    }
    // An answer already streaming (an export) cannot become a 503: its connection is cut.
    setTimeout(() => app.server.closeAllConnections(), CUT_AFTER_MS).unref();
  };

  const drain: Drain = {
    deadline: controller.signal,
    get stopping() {
      return stopping;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      const timer = setTimeout(() => void abortInFlight(), drainMs);
      timer.unref();
      try {
        await app.close();
      } finally {
        clearTimeout(timer);
      }
    },
  };
  app.decorate('drain', drain);
  return drain;
}
