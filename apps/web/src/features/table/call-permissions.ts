import { CALL_PERMISSIONS, can, type AdminPrincipal, type ResourceDef } from '@bo/contract';

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

/**
 * Whether the admin may make the catalogue call of this name (a resource's bulk action names its call),
 * by the catalogue's permissions without its schemas (CALL_PERMISSIONS: a table route does not download them).
 */
export function canCallNamed(admin: AdminPrincipal | null, name: string): boolean {
  const permission = Object.hasOwn(CALL_PERMISSIONS, name) ? CALL_PERMISSIONS[name] : undefined;
  if (!admin || permission === undefined) return false;
  return [permission].flat().some((p) => can(admin, p));
}
