import { describe, expect, it } from 'vitest';
import { offerProviderCode } from './offer-provider.ts';
import { platformIcon } from './platform.ts';
import { currentSupplierId, supplierCode, supplierCodeColour } from './supplier.ts';

describe('supplierCode (specification 01, section 3)', () => {
  // prettier-ignore
  it.each([
    [1, 'PI'], [2, 'PS'], [3, 'IN'], [4, 'SG'], [5, 'LC'], [6, 'DY'], [7, 'TL'], [8, 'CI'], [9, 'RFG'],
    [10, 'PR'], [11, 'MC'], [12, 'PDI'], [13, 'REP'], [14, 'IP'], [15, 'FC'], [16, 'KT'], [17, 'PRS'], [18, 'WL'],
    [19, 'OL'], [20, 'DA'], [21, 'TO'], [22, 'EL'], [23, 'FO'], [25, 'OR'], [26, 'DI'], [50, 'PSA'], [100, 'TES'],
  ])('%i -> %s', (id, code) => {
    expect(supplierCode(id)).toBe(code);
  });

  it('maps the legacy ranges to id minus 100, at both ends of each range', () => {
    expect([102, 107, 110, 113, 116, 120].map(supplierCode)).toEqual(['PS', 'TL', 'PR', 'REP', 'KT', 'DA']);
    expect(currentSupplierId(105)).toBe(5);
  });

  it('maps legacy 24 to 8', () => {
    expect(currentSupplierId(24)).toBe(8);
    expect(supplierCode(24)).toBe('CI');
  });

  it('gives UNKNOWN to any other id, just outside the ranges too', () => {
    expect([0, 27, 49, 51, 99, 101, 108, 109, 114, 115, 121, 150, 200].map(supplierCode)).toEqual(Array(13).fill('UNKNOWN'));
  });
});

describe('supplierCodeColour', () => {
  it('is blue above 100 and for 24, white otherwise', () => {
    expect(supplierCodeColour(101)).toBe('blue');
    expect(supplierCodeColour(120)).toBe('blue');
    expect(supplierCodeColour(24)).toBe('blue');
    expect(supplierCodeColour(100)).toBe('white');
    expect(supplierCodeColour(8)).toBe('white');
    expect(supplierCodeColour(23)).toBe('white');
  });
});

describe('offerProviderCode', () => {
  it('maps the listed providers and UNKNOWN otherwise', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50, 60].map(offerProviderCode)).toEqual(['AY', 'BL', 'BE', 'AS', 'AD', 'MA', 'MF', 'DS', 'AF']);
    expect([0, 8, 49, 51, 61].map(offerProviderCode)).toEqual(Array(5).fill('UNKNOWN'));
  });
});

describe('platformIcon', () => {
  it('maps android, ios, web-mobile or mobile, web or desktop, else unknown', () => {
    expect(platformIcon('android')).toBe('android');
    expect(platformIcon('ios')).toBe('ios');
    expect(platformIcon('web-mobile')).toBe('mobile');
    expect(platformIcon('mobile')).toBe('mobile');
    expect(platformIcon('web')).toBe('desktop');
    expect(platformIcon('desktop')).toBe('desktop');
    expect(platformIcon('iOS ')).toBe('ios');
    expect(platformIcon('tv')).toBe('unknown');
    expect(platformIcon(null)).toBe('unknown');
  });
});
