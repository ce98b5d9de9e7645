import { USER_DETAILS_EMPTY, breachButtonColour, connectedAccountsColour, type UserDetails } from '@bo/contract';
import { Button, Group, List, Loader, Modal, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { isQuietFailure } from '../../../../lib/api/api-error.ts';
import { toast } from '../../../../lib/toast.ts';
import { MANTINE_COLOUR } from '../../colour.ts';
import { dollars } from '../../format.ts';
import { UserIdWidget } from '../../widgets/UserIdWidget.tsx';
import { useBreachCheck, useConnectedAccountsCheck } from './checks-api.ts';

const reportFailure = (error: unknown) => {
  if (!isQuietFailure(error)) toast.error(error);
};

/**
 * The e-mail breach and e-mail age buttons of the User Details table (sections 1, 4 and 9): not
 * checked until clicked; then the breach button shows the count (green at 3 or more) and opens the
 * list, and the age shows in days.
 */
function BreachButtons({ details }: { details: UserDetails }) {
  const check = useBreachCheck(details.user.hash);
  const [opened, setOpened] = useState(false);
  const breaches = check.data ?? details.email_breaches;
  const run = () => check.mutate(undefined, { onError: reportFailure });
  if (!breaches.checked || breaches.count === null)
    return (
      <>
        <Button size="compact-xs" variant="default" loading={check.isPending} onClick={run}>
          Check Breaches
        </Button>
        <Button size="compact-xs" variant="default" loading={check.isPending} onClick={run}>
          Email Age
        </Button>
      </>
    );
  const colour = breachButtonColour(breaches.count);
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color={colour ? MANTINE_COLOUR[colour] : 'gray'}
        data-colour={colour ?? 'none'}
        onClick={() => setOpened(true)}
      >
        Breaches: {breaches.count}
      </Button>
      <Text span size="xs">
        Email age: {breaches.email_age === null ? 'unknown' : `${breaches.email_age} days`}
      </Text>
      <Modal opened={opened} onClose={() => setOpened(false)} title="E-mail breaches">
        {breaches.breach_list.length === 0 ? (
          <Text size="sm">{USER_DETAILS_EMPTY.noBreachDetails}</Text>
        ) : (
          <List size="sm">
            {breaches.breach_list.map((b) => (
              <List.Item key={b.name}>
                {b.name}
                {b.date ? ` (${b.date})` : ''}: {b.data_classes.join(', ') || '-'}
              </List.Item>
            ))}
          </List>
        )}
      </Modal>
    </>
  );
}

/** The connected-accounts button: the check, then the sum (amber at 2 or fewer) opening the accounts found. */
function ConnectedAccountsButton({ details }: { details: UserDetails }) {
  const check = useConnectedAccountsCheck(details.user.hash);
  const [opened, setOpened] = useState(false);
  const status = check.data ?? details.connected_accounts;
  const open = () => {
    setOpened(true);
    // The details answer has only the sum: the list comes from running the check.
    if (!check.data) check.mutate(undefined, { onError: reportFailure });
  };
  if (status.status === 'not_checked')
    return (
      <Button
        size="compact-xs"
        variant="default"
        loading={check.isPending}
        onClick={() => check.mutate(undefined, { onError: reportFailure })}
      >
        Check Connected Accounts
      </Button>
    );
  const sum = status.status === 'connected' ? (status.sum ?? 0) : 0;
  const colour = status.status === 'connected' ? connectedAccountsColour(sum) : null;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color={colour ? MANTINE_COLOUR[colour] : 'gray'}
        data-colour={colour ?? 'none'}
        onClick={open}
      >
        {status.status === 'no_connected' ? USER_DETAILS_EMPTY.noConnectedAccounts : `Connected Accounts: ${sum}`}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Connected accounts" size="lg">
        {check.isPending || !check.data ? (
          <Loader size="sm" />
        ) : check.data.results.length === 0 ? (
          <Text size="sm">{USER_DETAILS_EMPTY.noConnectedAccountsFound}</Text>
        ) : (
          <Table withTableBorder aria-label="Connected accounts found">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>App</Table.Th>
                <Table.Th>Pub. Payout</Table.Th>
                <Table.Th>Matching Attributes</Table.Th>
                <Table.Th>Matching Probability</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.data.results.map((a) => (
                <Table.Tr key={a.user_id}>
                  <Table.Td>
                    <UserIdWidget userId={a.user_id} status={a.status} />
                  </Table.Td>
                  <Table.Td>{a.app_name}</Table.Td>
                  <Table.Td>{dollars(a.publisher_payout_sum)}</Table.Td>
                  <Table.Td>{a.formatted_matching_attributes}</Table.Td>
                  <Table.Td>{a.matching_probability}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}

/** The breach, connected-accounts and e-mail age checks beside the e-mail (section 1). */
export function EmailChecks({ details }: { details: UserDetails }) {
  if (!details.user.email) return null;
  return (
    <Group gap={6}>
      <BreachButtons details={details} />
      <ConnectedAccountsButton details={details} />
    </Group>
  );
}
