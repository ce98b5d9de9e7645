import { useSyncExternalStore } from 'react';
import type { QuickLinkPanel } from './quick-link-types.ts';

/**
 * "Shown when the store says so" (specification 01, 2.6): the panel the bar is open for, or null.
 * The layout sets it after each navigation; a page may also open or close it.
 */
let panel: QuickLinkPanel | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const quickLinkStore = {
  get: (): QuickLinkPanel | null => panel,
  set(next: QuickLinkPanel | null): void {
    if (next === panel || (next && panel && next.model === panel.model && next.id === panel.id && next.product === panel.product)) return;
    panel = next;
    for (const listener of listeners) listener();
  },
};

export function useQuickLinkPanel(): QuickLinkPanel | null {
  return useSyncExternalStore(subscribe, quickLinkStore.get, quickLinkStore.get);
}
