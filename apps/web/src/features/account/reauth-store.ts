import { useSyncExternalStore } from 'react';

/**
 * Step-up (issue 24, item 5): a call refused with reason 'reauthenticate' waits here while the
 * re-authentication modal asks for the password or a code; it is retried once the admin confirmed, and
 * fails quietly when they cancel. Calls refused meanwhile wait for the same answer.
 */
let waiting: Promise<boolean> | null = null;
let settle: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const publish = (): void => listeners.forEach((listener) => listener());

export const reauthStore = {
  /** Opens the modal (once for any number of refused calls); resolves whether the admin re-authenticated. */
  request(): Promise<boolean> {
    waiting ??= new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    publish();
    return waiting;
  },
  /** The modal's answer: closes it and lets the waiting calls go on (or fail). */
  finish(confirmed: boolean): void {
    const done = settle;
    waiting = null;
    settle = null;
    publish();
    done?.(confirmed);
  },
  isOpen: (): boolean => waiting !== null,
};

export function useReauthOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reauthStore.isOpen,
    reauthStore.isOpen,
  );
}
