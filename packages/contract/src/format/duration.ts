const UNITS: readonly [suffix: string, seconds: number][] = [
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
];

/**
 * A duration in seconds as '1d 2h 3m 4s' (specification 03, section 9). Zero units are left out,
 * fractions of a second dropped; zero is '0s', a negative duration gets a leading '-'.
 */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) return '';
  const sign = totalSeconds < 0 ? '-' : '';
  let rest = Math.floor(Math.abs(totalSeconds));
  const parts: string[] = [];
  for (const [suffix, seconds] of UNITS) {
    const count = Math.floor(rest / seconds);
    rest -= count * seconds;
    if (count > 0) parts.push(`${count}${suffix}`);
  }
  return parts.length ? sign + parts.join(' ') : '0s';
}
