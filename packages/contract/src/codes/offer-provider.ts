import { UNKNOWN_CODE } from '../constants.ts';

/** Offer provider short codes (specification 01, section 3). */
// prettier-ignore
export const OFFER_PROVIDER_CODES: Readonly<Record<number, string>> = {
  1: 'AY', 2: 'BL', 3: 'BE', 4: 'AS', 5: 'AD', 6: 'MA', 7: 'MF', 50: 'DS', 60: 'AF',
};

export function offerProviderCode(id: number): string {
  return OFFER_PROVIDER_CODES[id] ?? UNKNOWN_CODE;
}
