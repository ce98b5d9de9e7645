import { ZAdmin, type Admin } from '@bo/contract';

/** Where the session survives a reload (spec 03 §4: token and admin info kept locally). */
const TOKEN_KEY = 'bo.token';
const ADMIN_KEY = 'bo.admin';

export interface StoredSession {
  token: string;
  /** Null when the stored copy is missing or no longer matches the schema: /api/me is asked again. */
  admin: Admin | null;
}

export function readStoredSession(): StoredSession | null {
  const storage = browserStorage();
  const token = storage?.getItem(TOKEN_KEY);
  if (!storage || !token) return null;
  return { token, admin: parseAdmin(storage.getItem(ADMIN_KEY)) };
}

export function writeStoredSession(session: StoredSession | null): void {
  const storage = browserStorage();
  if (!storage) return;
  if (!session) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(ADMIN_KEY);
    return;
  }
  storage.setItem(TOKEN_KEY, session.token);
  if (session.admin) storage.setItem(ADMIN_KEY, JSON.stringify(session.admin));
  else storage.removeItem(ADMIN_KEY);
}

/** True when a storage event from another tab touched the session. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === TOKEN_KEY || key === ADMIN_KEY;
}

function parseAdmin(raw: string | null): Admin | null {
  if (!raw) return null;
  try {
    const parsed = ZAdmin.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}
