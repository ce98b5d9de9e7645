import type { Product } from '../../../products.ts';
import { defineResource } from '../../define.ts';
import type { ResourceDef } from '../../types.ts';

type PageInput = Omit<Parameters<typeof defineResource>[0], 'name' | 'url' | 'routeName'>;

/** A product's table page /{p}-{slug}: its name and route are `{p}_{slug}`, its list call /api/{p}-{slug}. */
export function productTable(product: Product, slug: string, input: PageInput, url = `/api/${product.prefix}-${slug}`): ResourceDef {
  const name = `${product.prefix}_${slug.replaceAll('-', '_')}`;
  return defineResource({ ...input, name, url, routeName: name });
}

/** The lifecycle events triggers, affiliate payouts and Adjust mappings react to. */
export const LIFECYCLE_EVENTS = ['soi', 'doi', 'profiler_complete', 'first_survey_started', 'first_survey_complete'] as const;
export const lifecycleEventOptions = LIFECYCLE_EVENTS.map((e) => ({ value: e, label: e }));
