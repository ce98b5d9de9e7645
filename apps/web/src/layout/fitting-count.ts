/**
 * How many items of these widths fit on one line of `available` pixels, `gap` apart. When not all fit,
 * room is kept for the overflow button (`moreWidth`) after the ones shown. Always at least 0.
 */
export function fittingCount(widths: readonly number[], gap: number, available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
