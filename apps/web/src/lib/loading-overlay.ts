import { useSyncExternalStore } from 'react';

/**
 * The global loading overlay's state. Pages show it for blocking work; the router hides it after
 * every navigation and the API client hides it on a 401 (spec 01 §2.1, 03 §7).
 */
let visible = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loadingOverlay = {
  show: (): void => set(true),
  hide: (): void => set(false),
  isVisible: (): boolean => visible,
};

export function useLoadingOverlayVisible(): boolean {
  return useSyncExternalStore(subscribe, loadingOverlay.isVisible, loadingOverlay.isVisible);
}
