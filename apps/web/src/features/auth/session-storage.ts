import type { Admin } from '@bo/contract';

/**
 * Where the session survives a reload (spec 03 §4: admin info kept locally). The token itself is in
 * the HttpOnly `__Host-bo_session` cookie, out of reach of script (issue 24); what is kept here is the
 * admin and the session's key, a random name of this sign-in that is no credential: it tells answers
 * to an older session's requests apart and lets other tabs notice a sign-in or sign-out.
 */
const SESSION_KEY = 'bo.session';
const ADMIN_KEY = 'bo.admin';
/** Where builds before the cookie kept the bearer token: dropped on sight. */
const LEGACY_TOKEN_KEY = 'bo.token';

export interface StoredSession {
  key: string;
  /** Null when the stored copy is missing or no longer matches the schema: /api/me is asked again. */
  admin: Admin | null;
}

type AdminCheck = (raw: unknown) => Admin | null;
/**
 * The stored admin's check (the contract's ZAdmin, so zod): given by the signed-in part of the app
 * when it loads (sessionStore.checkAdminsWith), so the sign-in page downloads neither (issue 21 item 4).
 * Until then a stored admin reads as not yet known.
 */
let checkAdmin: AdminCheck | null = null;

export function setAdminCheck(check: AdminCheck): void {
  checkAdmin = check;
}

export function readStoredSession(): StoredSession | null {
  const storage = browserStorage();
  storage?.removeItem(LEGACY_TOKEN_KEY);
  const key = storage?.getItem(SESSION_KEY);
  if (!storage || !key) return null;
  return { key, admin: parseAdmin(storage.getItem(ADMIN_KEY)) };
}

export function writeStoredSession(session: StoredSession | null): void {
  const storage = browserStorage();
  if (!storage) return;
  if (!session) {
    storage.removeItem(SESSION_KEY);
    storage.removeItem(ADMIN_KEY);
    return;
  }
  storage.setItem(SESSION_KEY, session.key);
  if (session.admin) storage.setItem(ADMIN_KEY, JSON.stringify(session.admin));
  else storage.removeItem(ADMIN_KEY);
}

/** True when a storage event from another tab touched the session. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === SESSION_KEY || key === ADMIN_KEY;
}

/** A fresh key for a new sign-in or switch of account (getRandomValues: randomUUID needs a secure context). */
export const newSessionKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function parseAdmin(raw: string | null): Admin | null {
  if (!raw || !checkAdmin) return null;
  try {
    return checkAdmin(JSON.parse(raw));
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}
