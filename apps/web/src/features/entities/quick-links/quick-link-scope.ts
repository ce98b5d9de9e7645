import type { QuickLinkModel, RouteDef } from '@bo/contract';
import type { QuickLinkPanel } from './quick-link-types.ts';

/** "filterUserId, filter[userId], filterSurveyId, filter[surveyId], filterOfferId, filter[offerId]" (specification 01, 2.1). */
export function keepingFilterKeys(model: QuickLinkModel): string[] {
  const name = `${model.charAt(0).toUpperCase()}${model.slice(1)}Id`;
  return [`filter${name}`, `filter[${model}Id]`];
}

function queryHolds(query: URLSearchParams, panel: QuickLinkPanel): boolean {
  return keepingFilterKeys(panel.model).some((key) =>
    query
      .getAll(key)
      .flatMap((value) => value.split(','))
      .some((value) => value.trim() === panel.id),
  );
}

/**
 * The bar after a navigation (specification 01, 2.1): a route flagged main opens it for the id of
 * its {model}Id param; leaving clears it, unless the query still holds the matching filter.
 */
export function panelAfterNavigation(
  current: QuickLinkPanel | null,
  route: RouteDef | null,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): QuickLinkPanel | null {
  const model = route?.flags?.main;
  const id = model ? params[`${model}Id`] : undefined;
  if (model && id) return { model, id, product: route?.product ?? null };
  if (current && queryHolds(query, current)) return current;
  return null;
}
