import { productByPrefix, resourceByName, type Product, type ResourceDef } from '@bo/contract';
import { useCurrentRoute } from '../../routing/current-route.ts';

/** The product and table definition of the per-product page being shown (/{p}-claims ...). */
export function useProductPage(): { product: Product; resource: ResourceDef; title: string } | null {
  const route = useCurrentRoute();
  const product = route?.product ? productByPrefix(route.product) : undefined;
  const resource = route ? resourceByName(route.name) : undefined;
  if (!route || !product || !resource) return null;
  return { product, resource, title: route.title };
}
