import { apiCalls, can, type AdminPrincipal, type ResourceDef } from '@bo/contract';

/**
 * Whether the admin may make a resource's generated call (`surveys.import`, `surveys.export` ...),
 * by the permission the contract's catalogue gives it: the gateway refuses the same call otherwise.
 */
export function canCall(
  admin: AdminPrincipal | null,
  def: ResourceDef,
  call: 'import' | 'export' | 'create' | 'update' | 'delete',
): boolean {
  return canCallNamed(admin, `${def.name}.${call}`);
}

/** Whether the admin may make the catalogue call of this name (a resource's bulk action names its call). */
export function canCallNamed(admin: AdminPrincipal | null, name: string): boolean {
  const entry = apiCalls.find((c) => c.name === name);
  if (!admin || !entry) return false;
  return [entry.permission].flat().some((permission) => can(admin, permission));
}
