import { TABLE_CONSTANTS } from '../constants.ts';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** YYYY-MM of a date in the admin's calendar. */
export const monthValue = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}`;

/**
 * The month picker's choices (specification 01, 9): the current month and the 11 previous ones,
 * newest first, each valued YYYY-MM.
 */
export function monthOptions(now: Date = new Date(), previous: number = TABLE_CONSTANTS.previousMonths): string[] {
  return Array.from({ length: previous + 1 }, (_, i) => monthValue(new Date(now.getFullYear(), now.getMonth() - i, 1)));
}
