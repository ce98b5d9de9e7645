import { isFlaggedRateHigh, type AccountsSummary, type Colour } from '@bo/contract';

export interface BannedRate {
  /** "1 of 5 banned (20.00%)" */
  text: string;
  colour: Colour;
}

/** The banned-rate summary of the accounts tables: red at 20 % or more (section 9, flagged rate 0.2). */
export function bannedRate(summary: AccountsSummary): BannedRate {
  const percent = (summary.flagged_rate * 100).toFixed(2);
  return {
    text: `${summary.flagged_users} of ${summary.total_users} banned (${percent}%)`,
    colour: isFlaggedRateHigh(summary.flagged_rate) ? 'red' : 'green',
  };
}
