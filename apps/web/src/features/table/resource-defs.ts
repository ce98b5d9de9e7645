import { loadResourceDef, type ResourceDef } from '@bo/contract';

const loaded = new Map<string, Promise<ResourceDef | undefined>>();

/**
 * A table screen's definition by route name, downloaded once with its area of the contract (issue 21
 * item 4: a table route does not download every resource and call schema). The same promise each
 * time, as React's `use` needs; a failed download is tried again next time.
 */
export function resourceDefFor(routeName: string): Promise<ResourceDef | undefined> {
  let promise = loaded.get(routeName);
  if (!promise) {
    promise = loadResourceDef(routeName);
    loaded.set(routeName, promise);
    promise.catch(() => loaded.delete(routeName));
  }
  return promise;
}
