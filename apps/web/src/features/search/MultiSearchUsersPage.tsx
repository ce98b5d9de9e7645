import { MULTI_SEARCH_CALL, usersResource } from '@bo/contract';
import { MultiSearchPage } from './MultiSearchPage.tsx';
import type { SearchColumn } from './multi-search-types.ts';

const COLUMNS: readonly SearchColumn[] = [
  { key: 'input', label: 'Input', type: 'text' },
  { key: 'matched_by', label: 'Matched By', type: 'text' },
  { key: 'user_id', label: 'User ID', type: 'id', link: 'user' },
  { key: 'app_id', label: 'App', type: 'id', link: 'app' },
  { key: 'status', label: 'Status', type: 'status', enum: 'userStatus' },
  { key: 'country_code', label: 'Country', type: 'text' },
  { key: 'balance_usd', label: 'Balance $', type: 'money' },
  { key: 'completes', label: 'Completes', type: 'number' },
  { key: 'created_at', label: 'Created', type: 'datetime' },
];

/** /multi-search-users: resolve a pasted list or file of ids, e-mails, hashes or IPs. */
export default function MultiSearchUsersPage() {
  return (
    <MultiSearchPage
      title="Multi Search Users"
      call={MULTI_SEARCH_CALL.users}
      columns={COLUMNS}
      hint="User ids, e-mails, user or supplier hashes, or IPs: one per line, or separated by commas, semicolons or spaces."
      // Page holders' bulk Ban and Review (specification 04, section 7): the users list's actions and call.
      bulk={{ actions: usersResource.bulkActions ?? [], idKey: 'user_id' }}
    />
  );
}
