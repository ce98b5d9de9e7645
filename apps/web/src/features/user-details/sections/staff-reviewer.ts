import type { UserDetails } from '@bo/contract';

type StaffReviewer = NonNullable<UserDetails['staff_reviewer']>;

/**
 * The reviewer the banner warns about: the staff member working the user's open review, unless
 * that is the admin reading the page (specification 02, section 1: "another staff member").
 */
export const otherReviewer = (reviewer: UserDetails['staff_reviewer'], adminId: number | null): StaffReviewer | null =>
  reviewer && reviewer.admin_id !== adminId ? reviewer : null;
