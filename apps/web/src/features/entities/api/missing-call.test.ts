import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { isMissingCall } from './missing-call.ts';

describe('isMissingCall', () => {
  it("recognises the upstream's answer for a route it does not have", () => {
    expect(isMissingCall(new ApiError(404, { errors: 'No route GET /api/user-profiling/5/basics' }))).toBe(true);
  });

  it('tells a missing entity, other failures and other errors apart', () => {
    expect(isMissingCall(new ApiError(404, { errors: 'User 5 not found' }))).toBe(false);
    expect(isMissingCall(new ApiError(500, { errors: 'No route GET /x' }))).toBe(false);
    expect(isMissingCall(new Error('No route GET /x'))).toBe(false);
  });
});
