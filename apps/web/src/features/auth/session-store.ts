import { useSyncExternalStore } from 'react';
import type { Admin } from '@bo/contract';
import {
  isSessionStorageKey,
  newSessionKey,
  readStoredSession,
  setAdminCheck,
  writeStoredSession,
  type StoredSession,
} from './session-storage.ts';

export type Session = StoredSession;

/**
 * Why the last session ended. A session that expired (401) or proved unusable sends the admin to
 * /login with the page they were on; a deliberate logout goes to plain /login.
 */
export type SignedOutReason = 'logout' | 'expired' | 'unusable';

export interface SessionState {
  session: Session | null;
  signedOutReason: SignedOutReason | null;
}

let state: SessionState = { session: readStoredSession(), signedOutReason: null };
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one place that changes who is signed in; every change is mirrored to localStorage. */
export const sessionStore = {
  get: (): SessionState => state,
  /** The signed-in session's key (no credential: the token is in the HttpOnly cookie), or null. */
  key: (): string | null => state.session?.key ?? null,
  admin: (): Admin | null => state.session?.admin ?? null,

  /** After login or a switch of account: the gateway set the new session's cookie; its admin replaces the session. */
  signIn(admin: Admin): void {
    const session = { key: newSessionKey(), admin };
    writeStoredSession(session);
    publish({ session, signedOutReason: null });
  },

  /** Fresh admin info (/api/me or a 405 with user_information) for the same session. */
  updateAdmin(admin: Admin): void {
    if (!state.session) return;
    const session = { key: state.session.key, admin };
    writeStoredSession(session);
    publish({ session, signedOutReason: null });
  },

  /** The signed-in part of the app has loaded the admin's check: the stored admin is read again with it. */
  checkAdminsWith(check: (raw: unknown) => Admin | null): void {
    setAdminCheck(check);
    if (state.session) publish({ session: readStoredSession(), signedOutReason: state.signedOutReason });
  },

  /** The sign-in page has taken note of why the last session ended; later visits start afresh. */
  acknowledgeSignOut(): void {
    if (state.signedOutReason !== null) publish({ session: state.session, signedOutReason: null });
  },

  /** Clears admin info and the session's key (the gateway drops the cookie on sign-out). Returns false when nobody was signed in. */
  signOut(reason: SignedOutReason): boolean {
    const wasSignedIn = state.session !== null;
    writeStoredSession(null);
    publish({ session: null, signedOutReason: reason });
    return wasSignedIn;
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (!isSessionStorageKey(event.key)) return;
    const session = readStoredSession();
    publish({ session, signedOutReason: session ? null : 'logout' });
  });
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in admin, or null. */
export function useAdmin(): Admin | null {
  return useSessionState().session?.admin ?? null;
}
