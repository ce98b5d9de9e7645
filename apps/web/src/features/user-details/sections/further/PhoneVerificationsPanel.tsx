import { USER_DETAILS_MESSAGES, verificationDelayColour, type UserDetails } from '@bo/contract';
import { Text } from '@mantine/core';
import { formatDay } from '../../format.ts';
import { ColouredValue } from '../Metric.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

type Phone = UserDetails['phone_verifications'][number];

const COLUMNS: readonly SimpleColumn<Phone>[] = [
  { title: 'Phone', cell: (p) => p.phone },
  { title: 'Verified', cell: (p) => (p.verified ? 'Yes' : 'No') },
  { title: 'Carrier', cell: (p) => p.carrier ?? '-' },
  {
    title: 'Delay',
    cell: (p) => (p.delay === null ? '-' : <ColouredValue colour={verificationDelayColour(p.delay)}>{p.delay} s</ColouredValue>),
  },
  { title: 'Sent', cell: (p) => formatDay(p.created_at) },
];

/** Every phone verification of the user, newest as the server orders them. */
export function PhoneVerificationsPanel({ phones }: { phones: UserDetails['phone_verifications'] }) {
  if (phones.length === 0) return <Text size="sm">{USER_DETAILS_MESSAGES.verificationNotSupported}</Text>;
  return <SimpleTable label="Phone verifications" columns={COLUMNS} rows={phones} rowKey={(p) => String(p.id)} empty="" />;
}
