/** Row counts of the marketplace demo at a scale: scale 1 is the embedded default, 1000 gives millions of clicks. */
export interface MarketplaceSizes {
  users: number;
  surveys: number;
  clicks: number;
  offers: number;
  offerClicks: number;
  payments: number;
  ipLogs: number;
}

const atLeastOne = (n: number): number => Math.max(1, Math.round(n));

export function marketplaceSizes(scale: number): MarketplaceSizes {
  return {
    users: atLeastOne(400 * scale),
    // Surveys and offers are catalogues, not traffic: they stop growing long before clicks do.
    surveys: atLeastOne(Math.min(250 * scale, 100_000)),
    clicks: atLeastOne(5_000 * scale),
    offers: atLeastOne(Math.min(80 * scale, 5_000)),
    offerClicks: atLeastOne(1_500 * scale),
    payments: atLeastOne(300 * scale),
    ipLogs: atLeastOne(2_000 * scale),
  };
}
