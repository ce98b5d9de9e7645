import type { Admin, AdminPrincipal } from '@bo/contract';

/** An admin row as the gateway reads it (never the password hash). */
export interface AdminRecord extends AdminPrincipal {
  name: string;
  email: string;
  hex_color: string;
  chat_status: number;
  is_review_admin: boolean;
  support_review_status: number | null;
  is_support_tl: boolean;
  access_version: number;
}

/** Columns of core.admins making an AdminRecord. */
export const ADMIN_FIELDS = [
  'id',
  'name',
  'email',
  'role',
  'permissions',
  'hex_color',
  'chat_status',
  'is_review_admin',
  'support_review_status',
  'is_support_tl',
  'access_version',
] as const;

/** ADMIN_FIELDS for a select list, prefixed with the table alias. */
export const ADMIN_COLUMNS = (alias: string): string => ADMIN_FIELDS.map((c) => `${alias}.${c}`).join(', ');

/** The admin as /api/me, login and switch-account answer it (ZAdmin). */
export function presentAdmin(admin: AdminRecord, original: AdminRecord | null): Admin {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    permissions: { modules: admin.permissions?.modules ?? [], main_page: admin.permissions?.main_page ?? null },
    hex_color: admin.hex_color,
    chat_status: admin.chat_status,
    is_review_admin: admin.is_review_admin,
    support_review_status: admin.support_review_status,
    is_support_tl: admin.is_support_tl,
    original_admin: original ? { id: original.id, name: original.name, email: original.email } : null,
  };
}
