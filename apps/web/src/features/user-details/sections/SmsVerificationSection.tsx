import { USER_DETAILS_MESSAGES, carrierRiskColour, ipqsScoreColour, verificationDelayColour, type UserDetails } from '@bo/contract';
import { Table, Text } from '@mantine/core';
import { formatDay, percent } from '../format.ts';
import { ColouredValue } from './Metric.tsx';
import { UsersByCarrierButton } from '../actions/modals/UsersByCarrierButton.tsx';

/** Section 12 'SMS Verification', one row per phone; without any, the app does not support it. */
export function SmsVerificationSection({ phones }: { phones: UserDetails['phone_verifications'] }) {
  if (phones.length === 0) return <Text size="sm">{USER_DETAILS_MESSAGES.verificationNotSupported}</Text>;
  return (
    <Table withTableBorder aria-label="SMS Verification table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Verified</Table.Th>
          <Table.Th>Carrier</Table.Th>
          <Table.Th>Delay</Table.Th>
          <Table.Th>Copy/Pasted</Table.Th>
          <Table.Th>IPQS Score</Table.Th>
          <Table.Th>Carrier Risk</Table.Th>
          <Table.Th>Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {phones.map((p) => (
          <Table.Tr key={p.id} data-phone={p.id}>
            <Table.Td>{p.phone}</Table.Td>
            <Table.Td>{p.verified ? 'Yes' : 'No'}</Table.Td>
            <Table.Td>{p.carrier ?? '-'}</Table.Td>
            <Table.Td>
              {p.delay === null ? '-' : <ColouredValue colour={verificationDelayColour(p.delay)}>{p.delay} s</ColouredValue>}
            </Table.Td>
            <Table.Td>{p.is_copy_pasted ? 'Yes' : 'No'}</Table.Td>
            <Table.Td>
              {p.ipqs_score === null ? '-' : <ColouredValue colour={ipqsScoreColour(p.ipqs_score)}>{p.ipqs_score}</ColouredValue>}
            </Table.Td>
            <Table.Td>
              <UsersByCarrierButton carrier={p.carrier}>
                <ColouredValue colour={carrierRiskColour(p.banned_percentage)}>{percent(p.banned_percentage)}</ColouredValue>
              </UsersByCarrierButton>
            </Table.Td>
            <Table.Td>{formatDay(p.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
