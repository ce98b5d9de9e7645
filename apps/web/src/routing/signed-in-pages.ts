import type { PageModule } from '../pages/page-module.ts';

/**
 * A page's code by route name, through the page registry: the registry (and with it the contract's resources and reports)
 * loads only after sign-in, so /login downloads neither (issue 21 item 4). A page is loaded by its
 * own component under the signed-in gate, never by the route's `lazy`: the router would wait for the
 * registry and the page before drawing the gate, so a signed-out visitor waited for a page they may
 * not see before being sent to /login, and the first navigation after sign-in kept the old URL until
 * then.
 */
export async function loadRegisteredPage(routeName: string): Promise<PageModule> {
  const { pageFor } = await import('../pages/registry.ts');
  return pageFor(routeName)();
}

/** Starts downloading the signed-in area and the page registry (sign-in succeeded; the next page is half a second away). */
export function preloadSignedIn(): void {
  void import('./SignedInArea.tsx');
  void import('../pages/registry.ts');
}
