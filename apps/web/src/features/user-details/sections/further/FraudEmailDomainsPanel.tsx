import { USER_DETAILS_EMPTY, USER_DETAILS_MESSAGES } from '@bo/contract';
import { Badge, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFraudEmailDomain } from '../../api/panels.ts';
import { formatDay } from '../../format.ts';
import { UserIdWidget } from '../../widgets/UserIdWidget.tsx';
import { emailDomainOf } from './email-domain.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

type DomainUser = NonNullable<ReturnType<typeof useFraudEmailDomain>['data']>['data'][number];

const COLUMNS: readonly SimpleColumn<DomainUser>[] = [
  { title: 'User', cell: (r) => <UserIdWidget userId={r.id} status={r.status} /> },
  { title: 'App', cell: (r) => r.app_name },
  { title: 'E-mail', cell: (r) => r.email ?? '-' },
  { title: 'Time', cell: (r) => formatDay(r.time) },
];

function DomainUsers({ domain }: { domain: string }) {
  const [page, setPage] = useState(1);
  const users = useFraudEmailDomain(domain, page);
  if (users.isPending) return <Loader size="sm" />;
  if (users.isError) return <LoadFailure error={users.error} />;
  const { data, paging, is_high_risk_email_domain: risky } = users.data;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">
          {paging.total} users at @{domain}
        </Text>
        {risky && <Badge color="red">{USER_DETAILS_MESSAGES.highRiskEmail}</Badge>}
      </Group>
      <SimpleTable
        label="Fraud e-mail domain users"
        columns={COLUMNS}
        rows={data}
        rowKey={(r) => String(r.id)}
        empty={USER_DETAILS_EMPTY.noResult}
      />
      {paging.total_page > 1 && <Pagination size="sm" value={page} onChange={setPage} total={paging.total_page} />}
    </Stack>
  );
}

/** The other users with an address at the user's e-mail domain (GET /api/user-profiling/fraud-email-domains). */
export function FraudEmailDomainsPanel({ email }: { email: string | null }) {
  const domain = emailDomainOf(email);
  if (!domain) return <Text size="sm">{USER_DETAILS_EMPTY.noData}</Text>;
  return <DomainUsers domain={domain} />;
}
