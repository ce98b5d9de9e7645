import { AFTER_LOGIN_FALLBACK_PATH, AFTER_LOGIN_HOME_PATH, LOGIN_PATH, LOGIN_REDIRECT_QUERY } from '../app/spec-constants.ts';

/** Where a signed-out visit goes: /login holding the full requested path (spec 01 §2.1). */
export function loginPathFor(fullPath: string): string {
  if (!fullPath || fullPath === '/' || isLoginPath(fullPath)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_REDIRECT_QUERY]: fullPath }).toString()}`;
}

/**
 * The redirect query, kept only when it is a path of this origin: '/x', never '//host' or
 * 'https://host' (an open redirect), nor /login itself (a loop).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (isLoginPath(value)) return null;
  return value;
}

/** "After login the destination is the redirect query, else / if it exists, else /surveys." */
export function afterLoginDestination(redirect: string | null | undefined, homeExists: boolean): string {
  return safeRedirect(redirect) ?? (homeExists ? AFTER_LOGIN_HOME_PATH : AFTER_LOGIN_FALLBACK_PATH);
}

function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`) || path.startsWith(`${LOGIN_PATH}#`);
}
