import { ADMIN_ROLE } from '../access.ts';
import { defineEnum } from './define.ts';

/** Admin roles (specification 01 section 6, 03 section 3); further role names are not shown. */
export const adminRole = defineEnum('adminRole', {
  superAdmin: { value: ADMIN_ROLE.superAdmin, label: 'Super Admin' },
  admin: { value: ADMIN_ROLE.admin, label: 'Admin' },
  staff: { value: ADMIN_ROLE.staff, label: 'Staff' },
});

/** An admin's chat status: 1 available; 0 is used while working reviews (specification 03, section 4). */
export const adminChatStatus = defineEnum('adminChatStatus', {
  reviews: { value: 0, label: 'Reviews' },
  available: { value: 1, label: 'Available' },
});

/** Only review admins with one of these support review statuses can be assigned reviews (specification 03). */
export const ASSIGNABLE_SUPPORT_REVIEW_STATUSES: readonly number[] = [0, 1];
