import { z } from 'zod';
import { ADMIN_ROLE, samePerson } from '../access.ts';
import { SWITCH_ACCOUNT_PERMISSION } from '../permissions/names.ts';
import { FIXED_GRANT_HOLDERS, SUPREME_ADMIN_ID } from '../grants.ts';
import { permissionCatalogue } from '../permissions/catalogue.ts';
import { routeByName } from '../routes/lookup.ts';

/**
 * Editing an admin's access (role, modules, main page) on /admins. The specification lists /admins but
 * not its form; these rules are ours. A change bumps the admin's access_version, which ends every
 * session of that admin at once (the gateway compares it on each request), and the gateway's access log
 * records it as a permission change.
 */
export const ADMIN_ACCESS_MESSAGES = {
  updated: (name: string): string => `Access of ${name} has been updated!`,
  roleInvalid: 'Role is invalid!',
  ownAccess: 'You cannot change your own access!',
  supremeAdmin: "The supreme super admin's access cannot be changed!",
  superAdminOnly: 'Only a super admin can grant or change a super admin!',
  unknownPermission: (name: string): string => `Unknown permission: ${name}`,
  fixedGrant: (name: string): string => `${name} is a fixed grant: only its listed admins hold it`,
  notYours: (name: string): string => `You can only grant permissions you have: ${name}`,
  superAdminOnlyPermission: (name: string): string => `Only a super admin can grant ${name}`,
  mainPageNotGranted: 'Main page must be one of the granted pages!',
  noModulesWarning: 'Without a role of super admin or at least one module, this admin cannot sign in.',
  adminNotFound: (id: number): string => `Admin ${id} not found`,
} as const;

/** A generous bound: the catalogue has a few hundred permissions. */
export const ADMIN_MODULES_MAX = 1000;

export const ZAdminAccessParams = z.object({ id: z.coerce.number().int().positive() });

export const ZAdminAccessChange = z.object({
  role: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: ADMIN_ACCESS_MESSAGES.roleInvalid }),
  modules: z.array(z.string().trim().min(1).max(200)).max(ADMIN_MODULES_MAX),
  main_page: z.string().trim().min(1).max(200).nullable().optional(),
});
export type AdminAccessChange = z.infer<typeof ZAdminAccessChange>;

/** An admin's access as the edit form shows it. */
export const ZAdminAccess = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.number().int(),
  modules: z.array(z.string()),
  main_page: z.string().nullable(),
});
export type AdminAccess = z.infer<typeof ZAdminAccess>;
export const ZAdminAccessAnswer = z.object({ data: ZAdminAccess });
/** A permission group applied: the access after, and the message naming the group and the admin. */
export const ZPermissionGroupAppliedAnswer = ZAdminAccessAnswer.extend({ message: z.string() });

/**
 * Permissions only a super admin may give: switch_account lends whole accounts, so whoever holds it
 * must have been chosen by a super admin, never passed on by an admin who holds it.
 */
export const SUPER_ADMIN_ONLY_PERMISSIONS: ReadonlySet<string> = new Set([SWITCH_ACCOUNT_PERMISSION]);

export interface AccessActor {
  /** The account acting. */
  id: number;
  /** The person signed in behind it, when switched. */
  originalId?: number | null;
  role: number;
  modules: readonly string[];
}

/**
 * Why the actor may not change the target's access at all (403), or null. "Own access" compares
 * people (samePerson, as the approval step does): editing yourself through a switched account is
 * still editing yourself.
 */
export function adminAccessRefusal(actor: AccessActor, target: { id: number; role: number }, change: AdminAccessChange): string | null {
  if (samePerson({ adminId: actor.id, originalAdminId: actor.originalId ?? null }, { adminId: target.id, originalAdminId: null }))
    return ADMIN_ACCESS_MESSAGES.ownAccess;
  if (target.id === SUPREME_ADMIN_ID) return ADMIN_ACCESS_MESSAGES.supremeAdmin;
  const superAdmin = actor.role === ADMIN_ROLE.superAdmin;
  if (!superAdmin && (target.role === ADMIN_ROLE.superAdmin || change.role === ADMIN_ROLE.superAdmin))
    return ADMIN_ACCESS_MESSAGES.superAdminOnly;
  return null;
}

/**
 * The field problems of a change (422): every module a catalogued permission that modules can give
 * (fixed grants belong to their ids only), held by the actor unless a super admin, a super-admin-only
 * permission new to the target only from a super admin, and the main page one of the granted pages.
 */
export function adminAccessIssues(
  actor: AccessActor,
  change: AdminAccessChange,
  /** The target's modules before the change: keeping what a super admin gave is not giving it. */
  held: readonly string[] = [],
): Array<{ path: 'modules' | 'main_page'; message: string }> {
  const issues: Array<{ path: 'modules' | 'main_page'; message: string }> = [];
  const superAdmin = actor.role === ADMIN_ROLE.superAdmin;
  for (const name of new Set(change.modules)) {
    if (!permissionCatalogue.has(name)) issues.push({ path: 'modules', message: ADMIN_ACCESS_MESSAGES.unknownPermission(name) });
    else if (FIXED_GRANT_HOLDERS.has(name)) issues.push({ path: 'modules', message: ADMIN_ACCESS_MESSAGES.fixedGrant(name) });
    else if (!superAdmin && SUPER_ADMIN_ONLY_PERMISSIONS.has(name) && !held.includes(name))
      issues.push({ path: 'modules', message: ADMIN_ACCESS_MESSAGES.superAdminOnlyPermission(name) });
    else if (!superAdmin && !actor.modules.includes(name)) issues.push({ path: 'modules', message: ADMIN_ACCESS_MESSAGES.notYours(name) });
  }
  // A super admin opens every page, so any route may be theirs; others only a page they are granted.
  const mainPage = change.main_page ?? null;
  if (mainPage !== null && (!routeByName(mainPage) || (change.role !== ADMIN_ROLE.superAdmin && !change.modules.includes(mainPage))))
    issues.push({ path: 'main_page', message: ADMIN_ACCESS_MESSAGES.mainPageNotGranted });
  return issues;
}

/** The modules as stored: without duplicates, in the order given. */
export const normalisedModules = (modules: readonly string[]): string[] => [...new Set(modules)];
