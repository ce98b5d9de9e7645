import type { AccountRow } from '@bo/contract';
import { dollars } from '../../format.ts';
import { formatDay } from '../../format.ts';
import { UserIdWidget } from '../../widgets/UserIdWidget.tsx';
import { MatchingProbability } from './MatchingProbability.tsx';
import type { SortableColumn } from './SortableTable.tsx';

type Column = SortableColumn<AccountRow>;

const user: Column = {
  id: 'user',
  title: 'User',
  value: (r) => r.user_id,
  cell: (r) => <UserIdWidget userId={r.user_id} status={r.status} />,
};
const app: Column = { id: 'app', title: 'App', value: (r) => r.app_name, cell: (r) => r.app_name };
const completes: Column = { id: 'completes', title: 'Completes', value: (r) => r.completes_count, cell: (r) => r.completes_count };
const pubPayout: Column = {
  id: 'pub_payout',
  title: 'Pub. Payout',
  value: (r) => r.publisher_payout_sum,
  cell: (r) => dollars(r.publisher_payout_sum),
};
const iapData: Column = { id: 'iap_data', title: 'IAP Data', value: (r) => r.iap_data, cell: (r) => dollars(r.iap_data) };
const created: Column = {
  id: 'created',
  title: 'User Created',
  value: (r) => r.user_created_date,
  cell: (r) => formatDay(r.user_created_date),
};
const attributes: Column = {
  id: 'attributes',
  title: 'Matching Attributes',
  value: (r) => r.formatted_matching_attributes,
  cell: (r) => r.formatted_matching_attributes,
};
const probability: Column = {
  id: 'probability',
  title: 'Matching Probability',
  value: (r) => r.matching_probability,
  cell: (r) => <MatchingProbability value={r.matching_probability} />,
};

/** The connected accounts table: user, app, pub payout, IAP data, match probability (section 2, item 5). */
export const CONNECTED_ACCOUNT_COLUMNS: readonly Column[] = [user, app, pubPayout, iapData, probability];
/** The related accounts table, its columns as the specification names them. */
export const RELATED_ACCOUNT_COLUMNS: readonly Column[] = [user, app, completes, pubPayout, iapData, created, attributes, probability];

export const accountKey = (r: AccountRow): string => `${r.user_id}`;
