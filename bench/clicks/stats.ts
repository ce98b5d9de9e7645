/** The q-quantile (0..1) of durations in ms, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

export const fixed = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** Samples this process' resident memory until stopped; answers the peak in bytes. */
export function rssSampler(intervalMs = 50): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}
