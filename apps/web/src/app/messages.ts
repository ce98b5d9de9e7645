import { FRAMEWORK_MESSAGES, ROUTER_ERRORS } from '@bo/contract';

/**
 * User-facing messages of the SPA shell. The specification's words come from the contract; the
 * others are our own and live here so pages import them instead of retyping.
 */

/** Spec 03 §7, §8 and 02 §8: the toast after a 401 from the main client. */
export const UNAUTHENTICATED_MESSAGE = FRAMEWORK_MESSAGES.unauthenticated;

/** Spec 03 §8: what a toast says when nothing usable was given. */
export const UNKNOWN_MESSAGE = FRAMEWORK_MESSAGES.unknownMessage;

/** Spec 01 §8: an admin without a usable main page. */
export const ADMIN_INFORMATION_WRONG = ROUTER_ERRORS.adminInformationWrong;

/** Ours (ARCHITECTURE.md, decisions): a registered account has no modules and cannot sign in yet. */
export const REGISTERED_NEEDS_MODULES =
  'Your account has been created. It has no modules yet, so you cannot sign in until a super admin grants you some.';

/** Ours: the title of the page an unknown path lands on. */
export const PAGE_NOT_FOUND = 'Page not found';

/** Ours: a page that is in the route table but has no screen yet. */
export const notBuiltYet = (title: string): string => `${title} is not built yet`;

/** Ours: a lazily loaded page chunk failed (spec 03 §8 asks the error to name the chunk and reason). */
export const chunkLoadFailed = (chunk: string, reason: string): string => `Loading ${chunk} failed: ${reason}`;
