/** A seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number): boolean => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Demo scale: 1 for the embedded default; benchmarks pass larger values. */
export interface DemoOptions {
  scale: number;
  /** The fixed "now" demo dates are built around, so reruns are identical. */
  now: Date;
}
