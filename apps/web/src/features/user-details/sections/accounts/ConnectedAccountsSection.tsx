import { USER_DETAILS_EMPTY, type UserDetails } from '@bo/contract';
import { Stack } from '@mantine/core';
import { AccountsBlock } from './AccountsBlock.tsx';
import { CONNECTED_ACCOUNT_COLUMNS, RELATED_ACCOUNT_COLUMNS } from './account-columns.tsx';

/**
 * Section 5 'Connected Accounts': the accounts the identity check found (other_accounts) and the
 * platform's related accounts (shared phone, device, e-mail, IP), each with its banned rate.
 */
export function ConnectedAccountsSection({ details }: { details: UserDetails }) {
  return (
    <Stack gap="lg">
      <AccountsBlock
        title="Connected Accounts"
        rows={details.other_accounts.results}
        summary={details.other_accounts.summary}
        columns={CONNECTED_ACCOUNT_COLUMNS}
        empty={USER_DETAILS_EMPTY.noConnectedAccounts}
        withTitle={false}
      />
      <AccountsBlock
        title="Related Accounts"
        rows={details.related_accounts.results}
        summary={details.related_accounts.summary}
        columns={RELATED_ACCOUNT_COLUMNS}
        empty={USER_DETAILS_EMPTY.noData}
      />
    </Stack>
  );
}
