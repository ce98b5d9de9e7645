import { MULTI_SEARCH_CALL } from '@bo/contract';
import { MultiSearchPage } from './MultiSearchPage.tsx';
import type { SearchColumn } from './multi-search-types.ts';

const COLUMNS: readonly SearchColumn[] = [
  { key: 'input', label: 'Input', type: 'text' },
  { key: 'matched_by', label: 'Matched By', type: 'text' },
  { key: 'click_id', label: 'Click ID', type: 'id', link: 'click' },
  { key: 'user_id', label: 'User ID', type: 'id', link: 'user' },
  { key: 'survey_id', label: 'Survey ID', type: 'id', link: 'survey' },
  { key: 'supplier_id', label: 'Supplier', type: 'id', link: 'supplier' },
  { key: 'status', label: 'Status', type: 'status', enum: 'clickStatus' },
  { key: 'response_status', label: 'Response Status', type: 'text' },
  { key: 'complete_status', label: 'Complete Status', type: 'status', enum: 'eventStatus' },
  { key: 'revenue', label: 'Revenue', type: 'money' },
  { key: 'created_at', label: 'Created', type: 'datetime' },
];

/** /multi-search-clicks: resolve a supplier's list of disputed transactions. */
export default function MultiSearchClicksPage() {
  return (
    <MultiSearchPage
      title="Multi Search Clicks"
      call={MULTI_SEARCH_CALL.clicks}
      columns={COLUMNS}
      hint="Click ids or supplier hashes (a hash finds that user's completes at its supplier): one per line, or separated by commas, semicolons or spaces."
    />
  );
}
