import type { ApiCall, HttpMethod } from '../types.ts';

/** The user-details page's permission: acting on a user needs the page. Fixed grants narrow it further. */
const USER_DETAILS = 'user_details';

export const userActionCall = (name: string, method: HttpMethod, path: string, permission: ApiCall['permission'] = USER_DETAILS): ApiCall => ({
  name: `userActions.${name}`,
  method,
  path,
  upstream: 'admin',
  permission,
});

/**
 * The write calls on a platform user (specification 02, section 7), answered by admin-api. Each area
 * keeps its own list below; this array merges them.
 */
export const userActionCalls: readonly ApiCall[] = [
  // Areas add their calls below.
];
