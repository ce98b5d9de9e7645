import { OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT } from '@bo/contract';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { toastMessage } from '../../../lib/toast-message.ts';
import { formatMoney } from '../../table/cells/format-cell.ts';
import { useOfferBasic } from '../api/offer-basic.ts';
import { StatusIndicator } from '../codes/StatusIndicator.tsx';
import { OfferProviderCode } from '../codes/codes.tsx';
import { VISIBLE } from '../constants.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { CardRow } from '../hover-cards/CardRows.tsx';
import { CountryList } from './CountryList.tsx';

const list = (items: readonly string[]): string => (items.length ? items.join(', ') : '-');

/** The offer widget's hover card (specification 02, section 2), loaded when shown. */
export function OfferCard({ offerId }: { offerId: number | string }) {
  const basic = useOfferBasic(offerId);
  useFailureToast(basic.error);
  if (basic.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (basic.isError)
    return (
      <Alert color="red" variant="light">
        {toastMessage(basic.error)}
      </Alert>
    );
  const o = basic.data;
  return (
    <Stack gap={4} aria-label={`Offer ${o.id} card`}>
      <Text fw={600} size="sm">
        {o.name}
      </Text>
      <CardRow label="Created">{o.created_at_timeago}</CardRow>
      <CardRow label="Status">
        <StatusIndicator value={o.status} />
      </CardRow>
      <CardRow label="Visibility">
        <StatusIndicator value={o.visibility} />
      </CardRow>
      {o.visibility !== VISIBLE && o.invisibility_reasons.length > 0 && (
        <CardRow label="Invisible because">{o.invisibility_reasons.join(', ')}</CardRow>
      )}
      <CardRow label="Platforms">{list(o.platforms)}</CardRow>
      <CardRow label="Operating systems">{list(o.operating_systems)}</CardRow>
      <CardRow label="Countries">
        <CountryList csv={o.country_list} collapseAt={OFFER_CARD_COUNTRY_LIST_COLLAPSE_AT} />
      </CardRow>
      <CardRow label="Provider">
        <OfferProviderCode providerId={o.provider_id} /> {o.provider_name}
      </CardRow>
      <CardRow label="IAP">{o.has_iap_data ? 'Yes' : 'No'}</CardRow>
      <CardRow label="Revenue">{formatMoney(o.revenue_sum)}</CardRow>
      <CardRow label="Clicks">{o.clicks_count}</CardRow>
      <CardRow label="Events">{o.events_count}</CardRow>
      <CardRow label="Client">{o.client_name ?? '-'}</CardRow>
      <CardRow label="Created by">{o.admin_created_name ?? '-'}</CardRow>
    </Stack>
  );
}
