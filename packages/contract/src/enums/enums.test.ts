import { describe, expect, it } from 'vitest';
import { CONVERSATION_STATUSES, CHAT_MESSAGE_TYPE } from '../chat/status.ts';
import {
  adminRole,
  clickStatus,
  contractEnums,
  conversationKind,
  conversationStatus,
  emailCampaignStatus,
  enumLabel,
  eventStatus,
  isRiskyCountry,
  isRiskyTimezone,
  messageType,
  offersStatus,
  profilingSource,
  protectionMode,
  pushCampaignStatus,
  questionType,
  selectablePushCampaignStatusOptions,
  supplierBanType,
  supplierUserStatus,
  transactionType,
  triggerEvent,
  userReviewStatus,
  userStatus,
} from './index.ts';

const table = (e: { options: readonly { value: unknown; label: string }[] }): [unknown, string][] =>
  e.options.map((o) => [o.value, o.label]);

describe('enums of the specifications', () => {
  it('user status 1-6', () => {
    expect(table(userStatus)).toEqual([
      [1, 'Active'],
      [2, 'Banned'],
      [3, 'Shadow Banned'],
      [4, 'Review'],
      [5, 'Shadow Review'],
      [6, 'On Hold'],
    ]);
    expect(userStatus.value.onHold).toBe(6);
  });

  it('protection modes, offers status, supplier status and ban types', () => {
    expect(protectionMode.options.map((o) => o.value)).toEqual([1, 2, 3]);
    expect(table(offersStatus)).toEqual([
      [1, 'Active'],
      [2, 'Inactive'],
      [3, 'Shadow-banned'],
    ]);
    expect(supplierUserStatus.options.map((o) => o.value)).toEqual(['active', 'banned', 'disabled']);
    expect(supplierBanType.value).toEqual({ ban: 5, disable: 6 });
  });

  it('event, click and question types', () => {
    expect(table(eventStatus)).toEqual([
      [0, 'Pending'],
      [1, 'Completed'],
      [2, 'Reconciled'],
      [3, 'To Be Reconciled'],
    ]);
    expect(table(clickStatus)).toEqual([
      [0, 'Init'],
      [1, 'Completed'],
      [2, 'Screen out'],
      [3, 'Cancelled'],
    ]);
    expect(questionType.labelOf(7)).toBe('Range integer');
    expect(questionType.options).toHaveLength(7);
  });

  it('transaction types', () => {
    expect(table(transactionType)).toEqual([
      [1, 'Success'],
      [2, 'Screenout'],
      [6, 'Plugin installed bonus'],
      [100, 'Claim'],
      [105, 'Claim Invert'],
      [110, 'Claim Refund Auto'],
      [115, 'Claim Refund Manual'],
      [200, 'Bonus'],
      [210, 'Bonus Prize Draw'],
      [220, 'Bonus Level Up'],
      [230, 'Bonus Referral'],
      [235, 'Bonus Referral Invert'],
      [240, 'Leaderboard Bonus'],
      [245, 'Bonus One Click Survey'],
      [250, 'Bonus Achievement'],
      [255, 'Bonus Goodwill'],
      [300, 'Manual'],
    ]);
  });

  it('trigger events and profiling source', () => {
    expect(triggerEvent.options.map((o) => o.value)).toEqual([
      'soi',
      'doi',
      'profiler_complete',
      'first_survey_started',
      'first_survey_complete',
    ]);
    expect(table(profilingSource)).toEqual([
      ['user_input', 'Manually'],
      ['automatic_match', 'Automatically'],
      ['supplier_match', 'Supplier Match'],
    ]);
  });

  it('admin roles, review status and campaign statuses', () => {
    expect(adminRole.value).toEqual({ superAdmin: 1, admin: 2, staff: 3 });
    expect(userReviewStatus.options.map((o) => o.label)).toEqual(['New', 'Problem', 'Review', 'Good', 'Perfect']);
    expect(table(emailCampaignStatus)).toEqual([
      [1, 'Initialized'],
      [2, 'Translating'],
      [3, 'Translated'],
      [4, 'Ready to schedule'],
      [5, 'Scheduled'],
      [6, 'Cancelled'],
      [7, 'Scheduling'],
    ]);
    expect(table(pushCampaignStatus)).toEqual([
      [0, 'Draft'],
      [1, 'Scheduled'],
      [2, 'Ready to send'],
      [3, 'In progress'],
      [4, 'Completed'],
      [5, 'Failed'],
      [6, 'Cancelled'],
    ]);
    expect(selectablePushCampaignStatusOptions).toEqual([
      { value: 0, label: 'Draft' },
      { value: 1, label: 'Scheduled' },
    ]);
  });

  it('chat enums share their values with chat/status.ts', () => {
    expect(conversationStatus.options.map((o) => o.value)).toEqual([...CONVERSATION_STATUSES]);
    expect(messageType.options.map((o) => o.value)).toEqual(Object.values(CHAT_MESSAGE_TYPE));
    expect(conversationKind(0)).toBe('chat');
    expect(conversationKind(1)).toBe('ticket');
    expect(conversationKind(2)).toBe('ticket');
  });
});

describe('defineEnum helpers', () => {
  it('labelOf matches URL strings, answers undefined for unknown values', () => {
    expect(userStatus.labelOf(2)).toBe('Banned');
    expect(userStatus.labelOf('2')).toBe('Banned');
    expect(userStatus.labelOf(9)).toBeUndefined();
    expect(userStatus.labelOf(null)).toBeUndefined();
  });

  it('has() is strict', () => {
    expect(userStatus.has(2)).toBe(true);
    expect(userStatus.has('2')).toBe(false);
  });

  it('the registry names each enum after its key', () => {
    for (const [name, e] of Object.entries(contractEnums)) expect(e.name).toBe(name);
    expect(enumLabel('clickStatus', 2)).toBe('Screen out');
  });
});

describe('risky countries and time zones (specification 02, section 9)', () => {
  it('lists Nigeria, Mexico, Venezuela, Pakistan, Syria, China', () => {
    for (const c of ['NG', 'mx', 'Venezuela', 'pakistan', 'SY', 'China']) expect(isRiskyCountry(c), c).toBe(true);
    expect(isRiskyCountry('US')).toBe(false);
    expect(isRiskyCountry('')).toBe(false);
  });

  it('recognises their zones and zone labels naming them', () => {
    expect(isRiskyTimezone('Africa/Lagos')).toBe(true);
    expect(isRiskyTimezone('America/Tijuana')).toBe(true);
    expect(isRiskyTimezone('Nigeria (UTC+1)')).toBe(true);
    expect(isRiskyTimezone('Europe/Berlin')).toBe(false);
    expect(isRiskyTimezone(null)).toBe(false);
  });
});
