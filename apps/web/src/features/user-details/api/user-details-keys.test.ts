import { describe, expect, it } from 'vitest';
import { actionModalKeys } from '../actions/modals/modals-api.ts';
import { creditKeys } from '../actions/credit/credit-api.ts';
import { statusApprovalKey } from '../../user-status/approval/approval-api.ts';
import { userPanelKeys } from './panels.ts';
import { userDetailsKeys } from './user-details.ts';

/** After an action the page invalidates `userDetailsKeys.details(id)`: every query of that user must sit under it. */
describe('user-details query keys', () => {
  const under = (key: readonly unknown[], userId: number | string) => expect(key.slice(0, 2)).toEqual([...userDetailsKeys.details(userId)]);

  it('put every panel, modal and check of a user under the user, whether the id came from the URL or a number', () => {
    expect(userDetailsKeys.details(29)).toEqual(userDetailsKeys.details('29'));
    for (const key of [
      userDetailsKeys.basic('29'),
      userDetailsKeys.lifetimeReconciliations('29'),
      userPanelKeys.sameOffers('29'),
      userPanelKeys.iapRows('29', 7),
      actionModalKeys.databaseData(29),
      actionModalKeys.personalData(29),
      creditKeys.goodwillCredits(29),
      statusApprovalKey(29),
      userDetailsKeys.part(29, 'pattern-risk-users', { period: 'day' }),
    ])
      under(key, 29);
  });

  it('keep two users apart', () => {
    expect(userDetailsKeys.part(11, 'personal-data')).not.toEqual(userDetailsKeys.part(14, 'personal-data'));
  });
});
