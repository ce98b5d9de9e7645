import { formatGoodwillAmount } from '@bo/contract';
import { Table, Text } from '@mantine/core';
import { dollars, formatDayTime } from '../../format.ts';
import { useGoodwillCredits } from './credit-api.ts';

/** The goodwill credits already given to the user (Bonus Goodwill transactions), shown under the actions. */
export function GoodwillCreditsList({ userId }: { userId: number }) {
  const credits = useGoodwillCredits(userId);
  if (!credits.data || credits.data.length === 0) return null;
  return (
    <Table withTableBorder aria-label="Goodwill credits" mt="xs">
      <Table.Caption>
        <Text size="sm" fw={500} ta="left">
          Goodwill credits
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Publisher Payout</Table.Th>
          <Table.Th>User Reward</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Admin</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {credits.data.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{formatDayTime(c.created_at)}</Table.Td>
            <Table.Td>{dollars(c.payout)}</Table.Td>
            <Table.Td>
              {formatGoodwillAmount(c.user_reward)} {c.currency_name}
            </Table.Td>
            <Table.Td>{c.reference}</Table.Td>
            <Table.Td>{c.admin_name ?? c.admin_id}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
