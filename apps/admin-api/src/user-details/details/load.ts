import { USER_DETAILS_MESSAGES, type UserDetails } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { accountsSummary, findConnectedAccounts, findRelatedAccounts, presentAccounts, sameOffersTaken } from '../accounts.ts';
import { percent, round2 } from '../format.ts';
import { patternFigures } from '../pattern.ts';
import { userHighRiskPairs } from '../profiling-pairs.ts';
import { loadOfferTotals, loadSurveyTotals } from './activity-totals.ts';
import { loadDayCharts } from './charts.ts';
import { loadIpCountries, loadNetworkFlags } from './networks.ts';
import { loadEmailChecks, loadRiskFeed, presentBreaches, presentConnectedStatus } from './outside-feeds.ts';
import { loadPageExtras } from './page-extras.ts';
import { loadPhoneVerifications } from './phones.ts';
import { presentQuality } from './quality.ts';
import { loadDetectedLanguages, loadQualityAnswers } from './quality-answers.ts';
import { loadLast100Platforms, loadRecentClickFigures } from './recent-clicks.ts';
import { loadReconciliation } from './reconciliation.ts';
import { presentUser } from './present-user.ts';
import { loadSupplierStatistics } from './suppliers.ts';
import { loadLastSeen, loadSiblingAccounts, loadUserRow } from './user-row.ts';

/**
 * Everything the details page shows. Each part is one bounded query over indexed rows of this user
 * (or of the groups the user belongs to); on PostgreSQL they run side by side on the pool.
 */
export async function loadUserDetails(db: Queryable, id: number, now: Date): Promise<UserDetails> {
  // One wave: every query starts at once. Those that need the user's row (pattern, e-mail domain) or another part
  // (accounts their ids) start as soon as that part is in (issue 21 item 6: the reconciliation and chart queries used
  // to wait for a whole first wave). The survey totals, the longest query, read the protection date themselves and
  // start at once too, as do the supplier rows they are merged with.
  const rowQuery = loadUserRow(db, id).then((found) => {
    if (!found) throw notFound(USER_DETAILS_MESSAGES.userNotFound(id));
    return found;
  });
  const surveysQuery = loadSurveyTotals(db, id);
  const relatedQuery = findRelatedAccounts(db, id);
  const connectedQuery = findConnectedAccounts(db, id);
  const patternOf = (r: Awaited<typeof rowQuery>) => ({
    app_id: r.app_id,
    country_code: r.country_code,
    external_source: r.external_source,
    around: r.created_at,
  });
  const [
    row,
    surveys,
    offers,
    siblings,
    lastSeen,
    recent,
    platforms,
    networks,
    ipCountries,
    pairs,
    patternCounts,
    feed,
    extras,
    suppliers,
    phones,
    reconciliation,
    charts,
    qualityAnswers,
    detectedLanguages,
    emailChecks,
    relatedRows,
    connectedRows,
    sameOffers,
  ] = await Promise.all([
    rowQuery,
    surveysQuery,
    loadOfferTotals(db, id),
    loadSiblingAccounts(db, id),
    loadLastSeen(db, id),
    loadRecentClickFigures(db, id),
    loadLast100Platforms(db, id),
    loadNetworkFlags(db, id),
    loadIpCountries(db, id),
    userHighRiskPairs(db, id),
    rowQuery.then((r) => patternFigures(db, patternOf(r), id)),
    loadRiskFeed(db, id),
    rowQuery.then((r) => loadPageExtras(db, id, r.email_domain)),
    loadSupplierStatistics(
      db,
      id,
      surveysQuery.then((s) => s.bySupplier),
    ),
    loadPhoneVerifications(db, id),
    loadReconciliation(db, id, now),
    loadDayCharts(db, id, now),
    loadQualityAnswers(db, id),
    loadDetectedLanguages(db, id),
    loadEmailChecks(db, id),
    relatedQuery.then((related) => presentAccounts(db, related)),
    connectedQuery.then((connected) => presentAccounts(db, connected)),
    relatedQuery.then((related) => sameOffersTaken(db, id, related)),
  ]);
  const pattern = patternOf(row);
  return {
    user: presentUser({ row, siblings, languages: extras.languages, surveys, offers, lastClick: lastSeen.click, lastIp: lastSeen.ip, now }),
    performance: {
      total_clicks: surveys.clicks,
      total_completes: surveys.completes,
      conversion: percent(surveys.completes, surveys.clicks),
      survey_revenue: round2(surveys.revenue),
    },
    quality: presentQuality({
      country: row.country_code,
      surveys,
      recent,
      networks,
      pairs,
      pattern,
      patternFigures: patternCounts,
      feed,
      ipCountries,
      supplierBans: extras.supplier_bans_count,
      detectedLanguages,
    }),
    quality_questions: qualityAnswers,
    supplier_statistics: suppliers.rows,
    phone_verifications: phones,
    // Review replaces the phone list with an unverified entry and stops triggering (specification 02, section 4).
    can_trigger_verification: row.supports_phone_verification && row.status !== 4,
    reconciliation,
    completes_and_conversion_rates_thirty_days_ago: charts.rates,
    extension_logs_count: extras.extension_logs_count,
    other_accounts: { results: connectedRows, summary: accountsSummary(connectedRows) },
    related_accounts: { results: relatedRows, summary: accountsSummary(relatedRows), has_same_offers_taken: sameOffers.length > 0 },
    language_codes: extras.languages,
    is_high_risk_email_domain: extras.is_high_risk_email_domain,
    platform_last_100_clicks: platforms,
    staff_reviewer: extras.staff_reviewer,
    completes_factor: suppliers.completesFactor,
    daily_payout_chart: charts.payout,
    email_breaches: presentBreaches(emailChecks, now, emailChecks?.breaches_checked_at != null),
    connected_accounts: presentConnectedStatus(emailChecks, emailChecks?.connected_checked_at != null),
  };
}
