import { z } from 'zod';

/** Query of GET /api/admins: `search` matches name or e-mail (part, any case) or the exact id. */
export const ZAdminListQuery = z.object({
  search: z.string().trim().max(255).optional(),
});
export type AdminListQuery = z.infer<typeof ZAdminListQuery>;

/** One staff account as lists and pickers show it; never the password hash. */
export const ZAdminListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 1 super admin, 2 admin, 3 staff. */
  role: z.number().int(),
  hex_color: z.string(),
  modules: z.array(z.string()),
});
export type AdminListItem = z.infer<typeof ZAdminListItem>;

export const ZAdminListAnswer = z.object({ data: z.array(ZAdminListItem) });
export type AdminListAnswer = z.infer<typeof ZAdminListAnswer>;
