import { apiCalls, can, type AdminPrincipal } from '@bo/contract';

/** Whether the admin holds the permission of a catalogued call (by name): the gateway refuses it otherwise. */
export function mayCall(admin: AdminPrincipal | null, callName: string): boolean {
  const entry = apiCalls.find((c) => c.name === callName);
  return Boolean(admin && entry && [entry.permission].flat().some((permission) => can(admin, permission)));
}
