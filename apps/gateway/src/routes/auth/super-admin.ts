import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, ADMIN_ROLE } from '@bo/contract';
import { forbidden } from '@bo/server-kit';
import type { SignedIn } from '../../fastify-types.ts';

/**
 * The signed-in session of a call only a super admin may make (the catalogue's page permission got
 * it this far; the role is checked here, as only a super admin makes a super admin on /admins).
 */
export function superAdminOnly(request: FastifyRequest): SignedIn {
  const auth = request.auth!;
  if (auth.admin.role !== ADMIN_ROLE.superAdmin) throw forbidden(ACCOUNT_MESSAGES.superAdminOnly);
  return auth;
}
