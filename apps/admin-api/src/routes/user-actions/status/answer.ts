import { USER_DETAILS_MESSAGES, type UserStatusAnswer } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { loadOfferTotals, loadSurveyTotals } from '../../../user-details/details/activity-totals.ts';
import { loadPageExtras } from '../../../user-details/details/page-extras.ts';
import { loadPhoneVerifications } from '../../../user-details/details/phones.ts';
import { presentUser } from '../../../user-details/details/present-user.ts';
import { loadLastSeen, loadSiblingAccounts, loadUserRow } from '../../../user-details/details/user-row.ts';

/**
 * The user after a status change, built by the same read code as GET /api/user/:id (only the parts
 * the status touches), so the support-user-reviews page can replace its user with it.
 */
export async function loadStatusAnswer(db: Queryable, id: number, now: Date): Promise<UserStatusAnswer['data']> {
  const row = await loadUserRow(db, id);
  if (!row) throw notFound(USER_DETAILS_MESSAGES.userNotFound(id));
  const [surveys, offers, siblings, lastSeen, extras, phones] = await Promise.all([
    loadSurveyTotals(db, id),
    loadOfferTotals(db, id),
    loadSiblingAccounts(db, id),
    loadLastSeen(db, id),
    loadPageExtras(db, id, row.email_domain),
    loadPhoneVerifications(db, id),
  ]);
  return {
    user: presentUser({ row, siblings, languages: extras.languages, surveys, offers, lastClick: lastSeen.click, lastIp: lastSeen.ip, now }),
    phone_verifications: phones,
    // The same rule as the details page: Review stops verification triggering (specification 02, section 4).
    can_trigger_verification: row.supports_phone_verification && row.status !== 4,
  };
}
