import { USER_DETAILS_MESSAGES, type UserDetails } from '@bo/contract';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDay } from '../format.ts';
import { UserIdWidget } from '../widgets/UserIdWidget.tsx';
import { EmailChecks } from '../actions/modals/EmailChecks.tsx';
import { ProtectionSummary } from '../../user-status/ProtectionSummary.tsx';
import { StatusBadge } from '../../user-status/StatusBadge.tsx';
import { CountrySelect, InterfaceLanguageSelect, LanguagesSelect } from '../settings/LocaleSelects.tsx';
import { EmailAddress } from './EmailAddress.tsx';
import { ExternalId } from './ExternalId.tsx';
import { SiblingIds } from './SiblingIds.tsx';
import { adminTextColour } from '../../../lib/admin-colour.ts';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Table.Tr>
    <Table.Th w={130}>{label}</Table.Th>
    <Table.Td>{children}</Table.Td>
  </Table.Tr>
);

/** Section 1 'User Details' (also the body of the side panel); country, languages and interface language edit in place. */
export function UserDetailsTable({ details }: { details: UserDetails }) {
  const user = details.user;
  return (
    <Table withTableBorder aria-label="User Details table">
      <Table.Tbody>
        <Row label="User ID">{user.id}</Row>
        <Row label="App">{user.app_name}</Row>
        <Row label="Sibling apps">
          <SiblingIds user={user} />
        </Row>
        <Row label="Platform">{[user.platform, user.device].filter(Boolean).join(' / ') || '-'}</Row>
        <Row label="Hash">
          {/* A hash is one unbreakable word: it wraps rather than widen the column. */}
          <Text span size="sm" style={{ wordBreak: 'break-all' }}>
            {user.hash}
          </Text>
        </Row>
        <Row label="External ID">
          <ExternalId value={user.external_user_id} />
        </Row>
        <Row label="External Source">{user.external_source ?? '-'}</Row>
        <Row label="E-mail">
          <Group gap="xs">
            <EmailAddress email={user.email} />
            {details.is_high_risk_email_domain && <Badge color="red">{USER_DETAILS_MESSAGES.highRiskEmail}</Badge>}
            <EmailChecks details={details} />
          </Group>
        </Row>
        <Row label="Country">
          <CountrySelect user={user} />
        </Row>
        <Row label="Languages">
          <LanguagesSelect user={user} />
        </Row>
        <Row label="Interface Language">
          <InterfaceLanguageSelect user={user} />
        </Row>
        <Row label="Status">
          <StatusBlock details={details} />
        </Row>
        <Row label="Created">{formatDay(user.created_at)}</Row>
        <Row label="Last Click">{formatDay(user.last_click?.created_at)}</Row>
      </Table.Tbody>
    </Table>
  );
}

function StatusBlock({ details }: { details: UserDetails }) {
  const user = details.user;
  return (
    <Group gap="xs">
      <UserIdWidget userId={user.id} status={user.status} />
      <StatusBadge user={user} />
      <ProtectionSummary user={user} />
      {user.banned_until && (
        <Text span size="sm">
          until {formatDay(user.banned_until)}
        </Text>
      )}
      {user.banned_message && (
        <Text span size="sm" c="dimmed">
          {user.banned_message}
        </Text>
      )}
      {user.admin_name && (
        <Text span size="sm" c={adminTextColour(user.admin_hex_color)}>
          by {user.admin_name} {user.status_updated_at ? `(${formatDay(user.status_updated_at)})` : ''}
        </Text>
      )}
    </Group>
  );
}
