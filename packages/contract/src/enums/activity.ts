import { defineEnum } from './define.ts';

/** Event status (specification 02, section 4). */
export const eventStatus = defineEnum('eventStatus', {
  pending: { value: 0, label: 'Pending' },
  completed: { value: 1, label: 'Completed' },
  reconciled: { value: 2, label: 'Reconciled' },
  toBeReconciled: { value: 3, label: 'To Be Reconciled' },
});

/** Click status (specification 02, section 4). */
export const clickStatus = defineEnum('clickStatus', {
  init: { value: 0, label: 'Init' },
  completed: { value: 1, label: 'Completed' },
  screenOut: { value: 2, label: 'Screen out' },
  cancelled: { value: 3, label: 'Cancelled' },
});

/** Transaction types (specification 02, section 4). */
export const transactionType = defineEnum('transactionType', {
  success: { value: 1, label: 'Success' },
  screenout: { value: 2, label: 'Screenout' },
  pluginInstalledBonus: { value: 6, label: 'Plugin installed bonus' },
  claim: { value: 100, label: 'Claim' },
  claimInvert: { value: 105, label: 'Claim Invert' },
  claimRefundAuto: { value: 110, label: 'Claim Refund Auto' },
  claimRefundManual: { value: 115, label: 'Claim Refund Manual' },
  bonus: { value: 200, label: 'Bonus' },
  bonusPrizeDraw: { value: 210, label: 'Bonus Prize Draw' },
  bonusLevelUp: { value: 220, label: 'Bonus Level Up' },
  bonusReferral: { value: 230, label: 'Bonus Referral' },
  bonusReferralInvert: { value: 235, label: 'Bonus Referral Invert' },
  leaderboardBonus: { value: 240, label: 'Leaderboard Bonus' },
  bonusOneClickSurvey: { value: 245, label: 'Bonus One Click Survey' },
  bonusAchievement: { value: 250, label: 'Bonus Achievement' },
  bonusGoodwill: { value: 255, label: 'Bonus Goodwill' },
  manual: { value: 300, label: 'Manual' },
});

/** Trigger events (specification 02, section 4); the labels spell the codes out. */
export const triggerEvent = defineEnum('triggerEvent', {
  soi: { value: 'soi', label: 'SOI' },
  doi: { value: 'doi', label: 'DOI' },
  profilerComplete: { value: 'profiler_complete', label: 'Profiler complete' },
  firstSurveyStarted: { value: 'first_survey_started', label: 'First survey started' },
  firstSurveyComplete: { value: 'first_survey_complete', label: 'First survey complete' },
});

/** Where a profiling answer came from (specification 02, section 4). */
export const profilingSource = defineEnum('profilingSource', {
  userInput: { value: 'user_input', label: 'Manually' },
  automaticMatch: { value: 'automatic_match', label: 'Automatically' },
  supplierMatch: { value: 'supplier_match', label: 'Supplier Match' },
});

/** Question types (specification 02, section 3). */
export const questionType = defineEnum('questionType', {
  singleChoice: { value: 1, label: 'Single choice' },
  multipleChoices: { value: 2, label: 'Multiple choices' },
  integer: { value: 3, label: 'Integer' },
  text: { value: 4, label: 'Text' },
  longText: { value: 5, label: 'Long text' },
  other: { value: 6, label: 'Other' },
  rangeInteger: { value: 7, label: 'Range integer' },
});

/** Offer-event credit status (specification 02, section 3). */
export const offerEventCreditStatus = defineEnum('offerEventCreditStatus', {
  notCredited: { value: 0, label: 'Not credited' },
  credited: { value: 1, label: 'Credited' },
});

/** Offer-event status: 0 and 1 are both pending, 2 rejected (specification 02, section 3). */
export const offerEventStatus = defineEnum('offerEventStatus', {
  initial: { value: 0, label: 'Pending' },
  pending: { value: 1, label: 'Pending' },
  rejected: { value: 2, label: 'Rejected' },
});

/** What 'Hide' writes on an offer event (specification 02, sections 4 and 9). */
export const OFFER_EVENT_HIDDEN_BY_ADMIN = { disqualificationFlag: 7, disqualificationReason: 'Hidden by admin' } as const;
