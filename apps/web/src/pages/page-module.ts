import type { ComponentType } from 'react';

/** A lazily loaded page: its module's default export is the page (apart from registry.ts, which the feature page lists import). */
export interface PageModule {
  default: ComponentType;
}
export type PageLoader = () => Promise<PageModule>;
