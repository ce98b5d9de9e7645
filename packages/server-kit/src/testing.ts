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
