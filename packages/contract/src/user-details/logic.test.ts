import { describe, expect, it } from 'vitest';
import { siblingBalance } from './balance.ts';
import { offerEventActionsOpen, offerEventCreditDisplay, type OfferEventCreditState } from './offer-event-credit.ts';
import { daysLeftUntil, protectionWarning } from './protection.ts';
import { riskyLocation } from './risk.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const pending: OfferEventCreditState = {
  creditStatus: 0,
  status: 0,
  creditDate: '2025-03-11T12:00:00Z',
  isHidden: false,
  disqualificationFlag: null,
  disqualificationReason: null,
};

describe('offer-event credit display (specification 02, section 4)', () => {
  it('shows the disqualification reason, or Disqualified, in red before anything else', () => {
    expect(
      offerEventCreditDisplay({ ...pending, creditStatus: 1, disqualificationFlag: 3, disqualificationReason: 'Duplicate device' }, NOW),
    ).toEqual({
      label: 'Duplicate device',
      tone: 'red',
    });
    expect(offerEventCreditDisplay({ ...pending, disqualificationFlag: 0, disqualificationReason: null }, NOW)).toEqual({
      label: 'Disqualified',
      tone: 'red',
    });
    expect(offerEventCreditDisplay({ ...pending, disqualificationFlag: 7, disqualificationReason: '' }, NOW).label).toBe('Disqualified');
  });

  it('Credited, Hidden, Rejected', () => {
    expect(offerEventCreditDisplay({ ...pending, creditStatus: 1, isHidden: true, status: 2 }, NOW).label).toBe('Credited');
    expect(offerEventCreditDisplay({ ...pending, isHidden: true, status: 2 }, NOW).label).toBe('Hidden');
    expect(offerEventCreditDisplay({ ...pending, status: 2 }, NOW)).toEqual({ label: 'Rejected', tone: null });
  });

  it('Crediting now... once the credit date has passed (at the very second too), Pending before', () => {
    for (const status of [0, 1]) {
      expect(offerEventCreditDisplay({ ...pending, status, creditDate: '2025-03-10T12:00:01Z' }, NOW).label).toBe('Pending');
      expect(offerEventCreditDisplay({ ...pending, status, creditDate: '2025-03-10T12:00:00Z' }, NOW).label).toBe('Crediting now...');
      expect(offerEventCreditDisplay({ ...pending, status, creditDate: '2025-03-10T11:59:59Z' }, NOW).label).toBe('Crediting now...');
      expect(offerEventCreditDisplay({ ...pending, status, creditDate: null }, NOW).label).toBe('Pending');
    }
  });

  it('Unknown otherwise', () => {
    expect(offerEventCreditDisplay({ ...pending, status: 3 }, NOW).label).toBe('Unknown');
    expect(offerEventCreditDisplay({ ...pending, creditStatus: 2 }, NOW).label).toBe('Unknown');
  });

  it('opens the action dialog for managers on pending or rejected events not yet due, or hidden ones', () => {
    expect(offerEventActionsOpen(pending, NOW, true)).toBe(true);
    expect(offerEventActionsOpen(pending, NOW, false)).toBe(false);
    expect(offerEventActionsOpen({ ...pending, status: 2 }, NOW, true)).toBe(true);
    expect(offerEventActionsOpen({ ...pending, creditDate: '2025-03-10T12:00:00Z' }, NOW, true)).toBe(false);
    expect(offerEventActionsOpen({ ...pending, creditStatus: 1 }, NOW, true)).toBe(false);
    expect(offerEventActionsOpen({ ...pending, creditStatus: 1, isHidden: true, creditDate: '2020-01-01T00:00:00Z' }, NOW, true)).toBe(
      true,
    );
  });
});

describe('sibling balances (specification 02, section 2)', () => {
  it('divides by 1000 for the points apps and 100 for HeyCash and EarnStar', () => {
    expect(siblingBalance(12_345, 13)).toEqual({ value: 12.345, isCurrency: true, divisor: 1000 });
    expect(siblingBalance(12_345, 16)).toEqual({ value: 12.345, isCurrency: true, divisor: 1000 });
    expect(siblingBalance(12_345, 71)).toEqual({ value: 12.345, isCurrency: true, divisor: 1000 });
    expect(siblingBalance(12_345, 18)).toEqual({ value: 123.45, isCurrency: true, divisor: 100 });
    expect(siblingBalance(12_345, 554)).toEqual({ value: 123.45, isCurrency: true, divisor: 100 });
  });

  it('shows a plain count for any other app', () => {
    expect(siblingBalance(250, 22)).toEqual({ value: 250, isCurrency: false, divisor: null });
  });
});

describe('risky timezone and country (specification 02, section 9)', () => {
  it('flags the six countries by code or name and their time zones', () => {
    for (const country of ['NG', 'MX', 'VE', 'PK', 'SY', 'CN', 'nigeria', 'China'])
      expect(riskyLocation(country, null).country, country).toBe(true);
    for (const tz of ['Africa/Lagos', 'America/Mexico_City', 'America/Caracas', 'Asia/Karachi', 'Asia/Damascus', 'Asia/Shanghai']) {
      expect(riskyLocation(null, tz).timezone, tz).toBe(true);
    }
  });

  it('does not flag neighbours or empty values', () => {
    for (const country of ['NE', 'GH', 'US', 'CO', 'IN', 'HK', 'TW', '', null])
      expect(riskyLocation(country, null).country, String(country)).toBe(false);
    for (const tz of ['Africa/Accra', 'America/Bogota', 'Asia/Kolkata', 'Asia/Hong_Kong', 'Europe/Berlin', '', null]) {
      expect(riskyLocation(null, tz).timezone, String(tz)).toBe(false);
    }
  });

  it('any is set when either one is risky', () => {
    expect(riskyLocation('US', 'Africa/Lagos')).toEqual({ country: false, timezone: true, any: true });
    expect(riskyLocation('PK', 'Europe/London')).toEqual({ country: true, timezone: false, any: true });
    expect(riskyLocation('US', 'America/New_York').any).toBe(false);
  });
});

describe('protection warnings (specification 02, section 4)', () => {
  it('warns at 2 days or fewer left', () => {
    expect(protectionWarning({ protectedStatus: 2, daysLeft: 3 })).toBe(false);
    expect(protectionWarning({ protectedStatus: 2, daysLeft: 2 })).toBe(true);
    expect(protectionWarning({ protectedStatus: 2, daysLeft: 1 })).toBe(true);
  });

  it('warns at 5 or fewer completes or dollars left', () => {
    expect(protectionWarning({ protectedStatus: 3, completesLeft: 6 })).toBe(false);
    expect(protectionWarning({ protectedStatus: 3, completesLeft: 5 })).toBe(true);
    expect(protectionWarning({ protectedStatus: 3, completesLeft: 20, offerPayoutLeft: 5.01 })).toBe(false);
    expect(protectionWarning({ protectedStatus: 3, completesLeft: 20, offerPayoutLeft: 5 })).toBe(true);
    expect(protectionWarning({ protectedStatus: 3, completesLeft: null, offerPayoutLeft: 4.99 })).toBe(true);
  });

  it('never warns for the infinite mode or without protection', () => {
    expect(protectionWarning({ protectedStatus: 1, daysLeft: 0, completesLeft: 0 })).toBe(false);
    expect(protectionWarning({ protectedStatus: null })).toBe(false);
  });

  it('counts days left rounded up', () => {
    expect(daysLeftUntil(new Date('2025-03-12T12:00:00Z'), NOW)).toBe(2);
    expect(daysLeftUntil(new Date('2025-03-12T12:00:01Z'), NOW)).toBe(3);
    expect(daysLeftUntil(new Date('2025-03-10T13:00:00Z'), NOW)).toBe(1);
    expect(daysLeftUntil(new Date('2025-03-09T12:00:00Z'), NOW)).toBe(0);
  });
});
