import { TABLE_CONSTANTS } from '../constants.ts';

/**
 * The page numbers to show: at most 5 (specification 01, 9), in a window that slides with the
 * current page and stays inside 1..totalPages. Keeps the current page centred where it can.
 */
export function pageWindow(currentPage: number, totalPages: number, size: number = TABLE_CONSTANTS.pageWindowSize): number[] {
  if (totalPages < 1 || size < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
