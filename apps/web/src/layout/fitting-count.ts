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

/**
 * What the bar draws next, from the widths known so far (undefined: a group never drawn on the bar,
 * e.g. under More since the first draw): how many groups fit, every group (`widths.length`) to measure
 * them when some are unknown and not all are drawn, or null to keep the count (a hidden bar of 0 px,
 * or every group drawn and some still without a width).
 */
export function nextShown(
  widths: readonly (number | undefined)[],
  shown: number,
  gap: number,
  available: number,
  moreWidth: number,
): number | null {
  if (available === 0) return null;
  const known = widths.filter((width): width is number => width !== undefined);
  if (known.length < widths.length) return shown < widths.length ? widths.length : null;
  return fittingCount(known, gap, available, moreWidth);
}
