import { FIXED_GRANT_HOLDERS } from './grants.ts';
import { FIXED_GRANT_PAGES } from './permissions/grant-pages.ts';

/** Admin roles (specification 01 and 03, section 3/6). */
export const ADMIN_ROLE = { superAdmin: 1, admin: 2, staff: 3 } as const;

export interface AdminPermissions {
  modules: string[];
  main_page?: string | null;
}

/** What a permission decision needs to know about an admin. */
export interface AdminPrincipal {
  id: number;
  role: number;
  permissions: AdminPermissions;
  /** The person who signed in, when this is an account switched into (the SPA's admin carries it too). */
  original_admin?: { id: number } | null;
}

export type AccessDecision =
  | { allowed: true; reason: 'super-admin' | 'module' | 'fixed-grant' }
  | { allowed: false; reason: 'uncatalogued' | 'not-granted' | 'restricted-grant' | 'original-lacks-grant' | 'grant-page-missing' };

/**
 * The one permission rule, used by the gateway for every call and by the SPA for menus and links:
 * restricted (fixed-grant) permissions belong to exactly their listed ids; otherwise role 1 passes
 * for every catalogued permission and others need it in permissions.modules. Unknown names are denied.
 * Fixed grants follow people, not borrowed accounts: while switched, a fixed grant needs both the
 * account and the person who switched into it (deny wins, as Pomerium evaluates impersonation).
 * A fixed grant that is an action on a page also needs that page (any one of them, by this same
 * rule): a holder whose access was narrowed away from user details may no longer credit a user.
 */
export function decide(admin: AdminPrincipal, permission: string, catalogue: ReadonlySet<string>): AccessDecision {
  if (!catalogue.has(permission)) return { allowed: false, reason: 'uncatalogued' };
  const holders = FIXED_GRANT_HOLDERS.get(permission);
  if (holders) {
    if (!holders.includes(admin.id)) return { allowed: false, reason: 'restricted-grant' };
    if (admin.original_admin && !holders.includes(admin.original_admin.id)) return { allowed: false, reason: 'original-lacks-grant' };
    const pages = FIXED_GRANT_PAGES.get(permission);
    if (pages && !pages.some((page) => decide(admin, page, catalogue).allowed)) return { allowed: false, reason: 'grant-page-missing' };
    return { allowed: true, reason: 'fixed-grant' };
  }
  if (admin.role === 1) return { allowed: true, reason: 'super-admin' };
  if (admin.permissions.modules.includes(permission)) return { allowed: true, reason: 'module' };
  return { allowed: false, reason: 'not-granted' };
}

/** Local admin data is valid only for role 1 or non-empty modules (specification 01, section 6). */
export function isUsableAdmin(admin: Pick<AdminPrincipal, 'role' | 'permissions'>): boolean {
  return admin.role === 1 || (admin.permissions?.modules?.length ?? 0) > 0;
}

/** An account acting, and the person signed in behind it when switched (null: the account is the person). */
export interface ActingPerson {
  adminId: number;
  originalAdminId: number | null;
}

/** The people behind an account: itself, and whoever switched into it. */
export const peopleOf = (a: ActingPerson): number[] => (a.originalAdminId === null ? [a.adminId] : [a.adminId, a.originalAdminId]);

/**
 * Whether two actors share a person. The one rule behind "nobody decides their own approval request"
 * and "nobody edits their own access": a switched account does not make someone else of you.
 */
export function samePerson(a: ActingPerson, b: ActingPerson): boolean {
  const others = peopleOf(b);
  return peopleOf(a).some((id) => others.includes(id));
}
