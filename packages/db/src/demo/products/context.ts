/** The five consumer products' app ids (po 13, fs 16, hc 18, ts 71, es 554). */
export const PRODUCT_APP_IDS: readonly number[] = [13, 16, 18, 71, 554];
/** Bonus codes: every product except fs. */
export const WITH_BONUS_CODES: readonly number[] = [13, 18, 71, 554];
/** Levels and leaderboards: hc, po and es. */
export const WITH_LEVELS: readonly number[] = [13, 18, 554];

export interface ProductMoneySeed {
  now: Date;
}
