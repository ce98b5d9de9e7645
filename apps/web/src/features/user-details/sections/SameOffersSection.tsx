import { USER_DETAILS_EMPTY, ZSameOfferRow } from '@bo/contract';
import { Loader } from '@mantine/core';
import type { z } from 'zod';
import { OfferWidget } from '../../entities/offers/OfferWidget.tsx';
import { useSameOffersTaken } from '../api/panels.ts';
import { dollars } from '../format.ts';
import { UserIdWidget } from '../widgets/UserIdWidget.tsx';
import { MatchingProbability } from './accounts/MatchingProbability.tsx';
import { SortableTable, type SortableColumn } from './accounts/SortableTable.tsx';
import { LoadFailure } from './further/LoadFailure.tsx';

type SameOfferRow = z.infer<typeof ZSameOfferRow>;

/** Columns of section 6, as the specification names them. */
const COLUMNS: readonly SortableColumn<SameOfferRow>[] = [
  { id: 'app', title: 'App', value: (r) => r.app_name, cell: (r) => r.app_name },
  { id: 'user', title: 'User', value: (r) => r.user_id, cell: (r) => <UserIdWidget userId={r.user_id} /> },
  {
    id: 'offer',
    title: 'Offer',
    value: (r) => r.offer_name,
    cell: (r) => (
      <OfferWidget offerId={r.offer_id} name={r.offer_name} iconUrl={r.icon_url} status={r.offer_status} visibility={r.offer_visibility} />
    ),
  },
  { id: 'iap', title: 'IAP', value: (r) => r.transaction_value, cell: (r) => dollars(r.transaction_value) },
  { id: 'pub_payout', title: 'Pub. PayOut', value: (r) => r.publisher_payout, cell: (r) => dollars(r.publisher_payout) },
  {
    id: 'attributes',
    title: 'Matching Attributes',
    value: (r) => r.formatted_matching_attributes,
    cell: (r) => r.formatted_matching_attributes,
  },
  {
    id: 'probability',
    title: 'Matching Probability',
    value: (r) => r.matching_probability,
    cell: (r) => <MatchingProbability value={r.matching_probability} />,
  },
];

/** Section 6 'Same offers taken' (rendered only when related_accounts.has_same_offers_taken). */
export function SameOffersSection({ userId }: { userId: string }) {
  const offers = useSameOffersTaken(userId, true);
  if (offers.isPending) return <Loader size="sm" />;
  if (offers.isError) return <LoadFailure error={offers.error} />;
  return (
    <SortableTable
      label="Same offers taken"
      columns={COLUMNS}
      rows={offers.data}
      rowKey={(r) => `${r.user_id}-${r.offer_id}`}
      empty={USER_DETAILS_EMPTY.noData}
    />
  );
}
