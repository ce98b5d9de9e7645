import { describe, expect, it } from 'vitest';
import { otherReviewer } from './staff-reviewer.ts';

const reviewer = { admin_id: 93, name: 'Amara Okafor', hex_color: '#1c7ed6' };

describe('otherReviewer', () => {
  it('warns about another staff member reviewing the user', () => {
    expect(otherReviewer(reviewer, 1)).toEqual(reviewer);
  });
  it('does not warn the reviewer about their own review, nor anyone without a review', () => {
    expect(otherReviewer(reviewer, 93)).toBeNull();
    expect(otherReviewer(null, 1)).toBeNull();
  });
});
