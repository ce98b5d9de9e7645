import { defineReport } from '../define.ts';
import { DIMENSION as D } from '../dimensions.ts';
import { MEASURE as M } from '../measures.ts';
import { STAFF_MEASURE as S } from '../staff-measures.ts';
import type { ReportWindow } from '../types.ts';

/**
 * The staff, support and activity screens of specification 04, sections 4 and 5, on the report
 * engine: the window is applied to the rows before they are grouped, so a per-admin total over a
 * period counts only that period. Chat and support figures read the chat and support schemas' rows.
 */
const DAY_WINDOW: ReportWindow = { key: 'day', label: 'Date', defaultDays: 30, maxDays: 366 };
const WEEK_WINDOW: ReportWindow = { key: 'day', label: 'Date', defaultDays: 7, maxDays: 366 };
const APPS = { ...D.app, filter: { options: [13, 16, 18, 71, 554].map((id) => ({ value: id, label: String(id) })) } };

/** /activity-breakdown: what users do, cut by one grouping (hour of day from the clicks themselves). */
export const activityBreakdownReport = defineReport({
  name: 'activity_breakdown',
  url: '/api/reports/activity-breakdown',
  routeName: 'activity_breakdown',
  title: 'Activity Breakdown',
  grains: [],
  dimensions: [D.app, D.supplier, D.country, D.platform, D.hour],
  groupBy: { default: ['app'], max: 1 },
  measures: [
    M.clicks,
    M.init,
    M.initShare,
    S.clicksCompleted,
    M.completedShare,
    M.screenOut,
    M.screenOutShare,
    M.cancelled,
    M.cancelledShare,
    M.offerEvents,
  ],
  window: WEEK_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'clicks' }, { key: 'completed' }], by: 'hour' },
});

/** /team-activity-summary: Team Activity per admin over the period. */
export const teamActivitySummaryReport = defineReport({
  name: 'team_activity_summary',
  url: '/api/reports/team-activity-summary',
  routeName: 'team_activity_summary',
  title: 'Team Activity Summary',
  grains: [],
  dimensions: [D.admin],
  groupBy: { default: ['admin'], max: 0 },
  measures: [
    S.pageViews,
    S.actions,
    S.statusChanges,
    S.reviewsJudged,
    S.chatMessages,
    S.clickTicketsReviewed,
    S.activeDays,
    S.activeHoursPerDay,
  ],
  window: WEEK_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'actions' }], by: 'admin' },
});

/** /click-ticket-productivity: who works click tickets, how fast (top admins plus 26). */
export const clickTicketProductivityReport = defineReport({
  name: 'click_ticket_productivity',
  url: '/api/reports/click-ticket-productivity',
  routeName: 'click_ticket_productivity',
  title: 'Click Ticket Productivity',
  grains: [],
  dimensions: [D.admin, D.clickTicketReason],
  groupBy: { default: ['admin'], max: 0 },
  measures: [S.ticketsReviewed, S.ticketsApproved, S.ticketsRejected, S.approvalPercent, S.medianReviewMinutes],
  window: DAY_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'tickets_reviewed' }] },
});

/** /support-performance: one scorecard per agent. */
export const supportPerformanceReport = defineReport({
  name: 'support_performance',
  url: '/api/reports/support-performance',
  routeName: 'support_performance',
  title: 'Support Performance',
  grains: [],
  dimensions: [D.agent, APPS],
  groupBy: { default: ['agent'], max: 0 },
  measures: [S.conversationsHandled, S.ticketsClosed, S.medianFirstResponse, S.csatPercent, S.reviewsJudged, S.clickTicketsReviewed],
  window: DAY_WINDOW,
  chart: { kind: 'bar', series: [{ key: 'conversations_handled' }], by: 'agent' },
});

/** /chat-weekly-productivity: output per agent, ISO week on week (the last 8 weeks by default). */
export const chatWeeklyProductivityReport = defineReport({
  name: 'chat_weekly_productivity',
  url: '/api/reports/chat-weekly-productivity',
  routeName: 'chat_weekly_productivity',
  title: 'Chat Weekly Productivity',
  grains: ['week'],
  dimensions: [D.agent, APPS, D.channel],
  groupBy: { default: ['agent'], max: 0 },
  measures: [S.conversationsReplied, S.conversationsClosed, S.messagesSent, S.macroShare, S.medianHandling],
  window: { key: 'day', label: 'Weeks', defaultDays: 56, maxDays: 366 },
  chart: { kind: 'bar', series: [{ key: 'conversations_closed' }] },
});

/** /chat-service-overview: the desk's backlog, day by day. */
export const chatServiceOverviewReport = defineReport({
  name: 'chat_service_overview',
  url: '/api/reports/chat-service-overview',
  routeName: 'chat_service_overview',
  title: 'Chat Service Overview',
  grains: ['day'],
  dimensions: [APPS],
  groupBy: { default: [], max: 0 },
  measures: [
    S.newChats,
    S.newTickets,
    S.conversationsClosed,
    S.conversationsReopened,
    S.openAtDayEnd,
    S.snoozedAtDayEnd,
    S.medianResolutionHours,
    S.csatPercent,
  ],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'open_at_day_end' }, { key: 'new_chats', as: 'bar' }, { key: 'new_tickets', as: 'bar' }] },
});

/** /fraud-review-statistics: how the review team decides, admin by day. */
export const fraudReviewStatisticsReport = defineReport({
  name: 'fraud_review_statistics',
  url: '/api/reports/fraud-review-statistics',
  routeName: 'fraud_review_statistics',
  title: 'Fraud Review Statistics',
  grains: ['day', 'week', 'month'],
  dimensions: [D.admin, D.app],
  groupBy: { default: ['admin'], max: 0 },
  measures: [
    S.reviewsJudged,
    S.judgedProblem,
    S.judgedReview,
    S.judgedGood,
    S.judgedPerfect,
    S.bans,
    S.activations,
    S.approvalsAsked,
    S.approvalsGranted,
    S.rebannedPercent,
  ],
  window: DAY_WINDOW,
  chart: { kind: 'line', series: [{ key: 'reviews_judged' }] },
});

/** The staff and activity reports, in the order of the specification. */
export const staffReports = [
  fraudReviewStatisticsReport,
  activityBreakdownReport,
  teamActivitySummaryReport,
  clickTicketProductivityReport,
  supportPerformanceReport,
  chatWeeklyProductivityReport,
  chatServiceOverviewReport,
] as const;
