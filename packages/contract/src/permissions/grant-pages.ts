import { FIXED_GRANTS } from '../grants.ts';
import { routes } from '../routes/table.ts';

/**
 * The pages a fixed grant's action lives on: for each restricted permission that is a sub-permission
 * of routes, those routes' main permissions. A fixed grant adds to its page, never replaces it
 * (ARCHITECTURE.md, decisions): without user details, no credit. A grant that is a page of its own
 * (fs_settings, financial_report) has none here.
 */
export const FIXED_GRANT_PAGES: ReadonlyMap<string, readonly string[]> = new Map(
  FIXED_GRANTS.flatMap((grant) => grant.permissions)
    .map(
      (permission) =>
        [
          permission,
          routes.filter((r) => r.permission !== permission && (r.subPermissions ?? []).includes(permission)).map((r) => r.permission),
        ] as const,
    )
    .filter(([, pages]) => pages.length > 0)
    .map(([permission, pages]) => [permission, [...new Set(pages)]] as const),
);
