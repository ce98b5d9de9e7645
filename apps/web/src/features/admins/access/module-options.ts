import {
  ADMIN_ROLE,
  EXTRA_PERMISSIONS,
  FIXED_GRANT_HOLDERS,
  SUPER_ADMIN_ONLY_PERMISSIONS,
  routes,
  type AdminPrincipal,
} from '@bo/contract';

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
  const labels = new Map<string, string>();
  for (const route of routes) {
    if (!labels.has(route.permission)) labels.set(route.permission, `${route.title} (${route.permission})`);
    for (const sub of route.subPermissions ?? []) if (!labels.has(sub)) labels.set(sub, `${route.title}: ${sub}`);
  }
  for (const extra of EXTRA_PERMISSIONS) if (!labels.has(extra)) labels.set(extra, extra);
  const held = new Set(actor.permissions.modules);
  const superAdmin = actor.role === ADMIN_ROLE.superAdmin;
  return [...labels]
    .filter(([name]) => !FIXED_GRANT_HOLDERS.has(name) && (superAdmin || (held.has(name) && !SUPER_ADMIN_ONLY_PERMISSIONS.has(name))))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The pages among the chosen modules (or every page, for a super admin) a main page can be. */
export function mainPageOptions(role: number, modules: readonly string[], options: readonly ModuleOption[]): ModuleOption[] {
  const pages = new Set(routes.map((r) => r.name));
  const chosen = new Set(modules);
  return options.filter((o) => pages.has(o.value) && (role === ADMIN_ROLE.superAdmin || chosen.has(o.value)));
}
