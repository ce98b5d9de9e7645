import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_PROJECTS, apiCalls, type Upstream } from '@bo/contract';
import { DEMO_ADMINS } from '@bo/db';
import { CONTEXT_HEADER, signContext, type RequestContext } from './context.ts';

/** Who a test call is from; what is left out comes from the demo admin of that id. */
export type TestCaller = Partial<Omit<RequestContext, 'exp'>> & { adminId: number };

/** The role of a demo admin (seedCore); an id outside the demo is staff (3). */
export const demoRole = (adminId: number): number => DEMO_ADMINS.find((a) => a.id === adminId)?.role ?? 3;

/**
 * The one way tests sign what the gateway would forward (issue 20): `headersFor({ adminId })` is the
 * x-bo-context header of that demo admin, with their role, no switched account and the permission
 * given (default '@signed-in'); each call gets its own request id.
 */
export function contextSigner(secret: string, options: { permission?: string; requestPrefix?: string } = {}) {
  let requests = 0;
  const prefix = options.requestPrefix ?? 'test';
  return (caller: TestCaller): Record<string, string> => ({
    [CONTEXT_HEADER]: signContext(
      {
        role: demoRole(caller.adminId),
        originalAdminId: null,
        permission: options.permission ?? '@signed-in',
        requestId: `${prefix}-${++requests}`,
        ...caller,
      },
      secret,
    ),
  });
}

/** Operational routes the gateway never forwards (scraped on the service's own port). */
const OPERATIONAL_ROUTES = new Set(['GET /metrics', 'GET /health']);

/**
 * Issue 20: the catalogue is the one list of calls. Call before `app.ready()` (route plugins load on
 * ready); after it, `drift()` names the routes the service serves that no catalogued call of `upstream`
 * names (the gateway would refuse them) and the catalogued calls it does not serve (the gateway would
 * forward them to a 404). Campaign routes take the project as a parameter, expanded to each project.
 */
export function catalogueDrift(app: FastifyInstance, upstream: Upstream, options: { prefix?: string } = {}) {
  const served = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      if (method === 'HEAD' || method === 'OPTIONS' || OPERATIONAL_ROUTES.has(key)) continue;
      if (options.prefix && !route.url.startsWith(options.prefix)) continue;
      if (route.url.startsWith('/api/:project/')) for (const project of CAMPAIGN_PROJECTS) served.add(key.replace(':project', project));
      else served.add(key);
    }
  });
  return () => {
    const catalogued = new Set(
      apiCalls
        .filter((c) => c.upstream === upstream && (!options.prefix || c.path.startsWith(options.prefix)))
        .map((c) => `${c.method} ${c.path}`),
    );
    return {
      uncatalogued: [...served].filter((route) => !catalogued.has(route)).sort(),
      unserved: [...catalogued].filter((call) => !served.has(call)).sort(),
    };
  };
}
