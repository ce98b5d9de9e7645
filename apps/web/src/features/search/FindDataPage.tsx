import { FIND_DATA_CALL } from '@bo/contract';
import { MultiSearchPage } from './MultiSearchPage.tsx';
import type { SearchColumn } from './multi-search-types.ts';

const COLUMNS: readonly SearchColumn[] = [
  { key: 'input', label: 'Input', type: 'text' },
  { key: 'user_id', label: 'User ID', type: 'id', link: 'user' },
  { key: 'app_name', label: 'App', type: 'text' },
  { key: 'field', label: 'Field', type: 'text' },
  { key: 'value', label: 'Value', type: 'text' },
  { key: 'status', label: 'Status', type: 'status', enum: 'userStatus' },
  { key: 'country_code', label: 'Country', type: 'text' },
  { key: 'created_at', label: 'Created', type: 'datetime' },
];

/** /find-data: find a user by any datum (e-mail, phone, IP, hash, external id, payout account, device id). */
export default function FindDataPage() {
  return (
    <MultiSearchPage
      title="Find Data"
      call={FIND_DATA_CALL}
      columns={COLUMNS}
      hint="E-mails, phones, IPs, hashes, external ids, payout accounts or device ids: one per line, or separated by commas, semicolons or spaces."
    />
  );
}
