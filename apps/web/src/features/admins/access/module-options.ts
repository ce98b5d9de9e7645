import { ADMIN_ROLE, GRANTABLE_MODULES, SUPER_ADMIN_ONLY_PERMISSIONS, routes, type AdminPrincipal } from '@bo/contract';

export interface ModuleOption {
  value: string;
  label: string;
}

/**
 * The permissions the access form offers, labelled by the page they open or belong to: every page and
 * sub-permission of the route table and the named extras, without the fixed grants (they belong to
 * their listed ids only). An admin who is not a super admin may give only what they hold, and never
 * switch_account (the server's rules, src/admins/access.ts in the contract).
 */
export function grantableModuleOptions(actor: Pick<AdminPrincipal, 'role' | 'permissions'>): ModuleOption[] {
  const held = new Set(actor.permissions.modules);
  const superAdmin = actor.role === ADMIN_ROLE.superAdmin;
  return GRANTABLE_MODULES.filter(
    ({ value }) => superAdmin || (held.has(String(value)) && !SUPER_ADMIN_ONLY_PERMISSIONS.has(String(value))),
  ).map(({ value, label }) => ({ value: String(value), label }));
}

/** The pages among the chosen modules (or every page, for a super admin) a main page can be. */
export function mainPageOptions(role: number, modules: readonly string[], options: readonly ModuleOption[]): ModuleOption[] {
  const pages = new Set(routes.map((r) => r.name));
  const chosen = new Set(modules);
  return options.filter((o) => pages.has(o.value) && (role === ADMIN_ROLE.superAdmin || chosen.has(o.value)));
}
