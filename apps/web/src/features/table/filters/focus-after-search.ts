/**
 * The filter whose change started a search, per resource. The filter bar is remounted for every new
 * list state, which would drop the focus out of the input being typed into (a tag input taking
 * 'US DE FR', a multi-select choosing several surveys); the new bar focuses that filter once.
 */
const pending = new Map<string, string>();

export function focusAfterSearch(resourceName: string, filterKey: string): void {
  pending.set(resourceName, filterKey);
}

/** The filter to focus when the bar of this resource mounts; read in render, so it does not clear it. */
export const pendingFocus = (resourceName: string): string | null => pending.get(resourceName) ?? null;

/** Called once the bar has mounted: later remounts (paging, sorting) leave the focus where it is. */
export function clearPendingFocus(resourceName: string): void {
  pending.delete(resourceName);
}
