import { UNKNOWN_CODE } from '../constants.ts';

/** Supplier short codes (specification 01, section 3). */
// prettier-ignore
export const SUPPLIER_CODES: Readonly<Record<number, string>> = {
  1: 'PI', 2: 'PS', 3: 'IN', 4: 'SG', 5: 'LC', 6: 'DY', 7: 'TL', 8: 'CI', 9: 'RFG',
  10: 'PR', 11: 'MC', 12: 'PDI', 13: 'REP', 14: 'IP', 15: 'FC', 16: 'KT', 17: 'PRS', 18: 'WL',
  19: 'OL', 20: 'DA', 21: 'TO', 22: 'EL', 23: 'FO', 25: 'OR', 26: 'DI', 50: 'PSA', 100: 'TES',
};

/** Legacy supplier id ranges that map to id minus 100, and the one odd legacy id. */
const LEGACY_RANGES: readonly (readonly [number, number])[] = [
  [102, 107],
  [110, 113],
  [116, 120],
];
const LEGACY_24 = { from: 24, to: 8 } as const;

/** The current supplier id a legacy id stands for (102-107, 110-113, 116-120 minus 100; 24 -> 8). */
export function currentSupplierId(id: number): number {
  if (id === LEGACY_24.from) return LEGACY_24.to;
  return LEGACY_RANGES.some(([from, to]) => id >= from && id <= to) ? id - 100 : id;
}

export function supplierCode(id: number): string {
  return SUPPLIER_CODES[currentSupplierId(id)] ?? UNKNOWN_CODE;
}

export type SupplierCodeColour = 'blue' | 'white';

/** Legacy suppliers (ids above 100, or 24) show in blue, the others in white. */
export function supplierCodeColour(id: number): SupplierCodeColour {
  return id > 100 || id === LEGACY_24.from ? 'blue' : 'white';
}
