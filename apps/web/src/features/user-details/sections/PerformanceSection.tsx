import { IAP_DATA_DELAY_HOURS, USER_DETAILS_MESSAGES, type UserDetails } from '@bo/contract';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { dollars, percent } from '../format.ts';
import { IapSpendLink } from './IapSpendLink.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** Section 4 'Performance' in its frame (the per-app user pages). */
export function PerformanceSection({ details }: { details: UserDetails }) {
  return (
    <SectionFrame title="Performance">
      <PerformanceFigures details={details} />
    </SectionFrame>
  );
}

/** The body of section 4 'Performance': survey and offer figures of the user. */
export function PerformanceFigures({ details }: { details: UserDetails }) {
  const { performance: p, user: u } = details;
  const rows: [string, ReactNode][] = [
    ['Clicks', String(p.total_clicks)],
    ['Completes', String(p.total_completes)],
    ['Conversion', percent(p.conversion)],
    ['Survey Revenue', dollars(p.survey_revenue)],
    ['Survey Pub. Payout', dollars(u.survey_publisher_payout)],
    ['Offer Clicks', String(u.offer_clicks_count)],
    ['Offer Events', String(u.offer_events_count)],
    ['Offer Revenue', dollars(u.offer_revenue)],
    ['Offer Pub. Payout', dollars(u.offer_publisher_payout)],
    ['IAP Spend', <IapSpendLink key="iap" userId={u.id} spend={u.iap_spend} />],
    ['User Payouts', `${dollars(u.user_payouts)} (${u.user_payouts_count})`],
  ];
  return (
    <>
      <Table withTableBorder aria-label="Performance table">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={200}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4} data-delay-hours={IAP_DATA_DELAY_HOURS}>
        {USER_DETAILS_MESSAGES.iapDelayNote}
      </Text>
    </>
  );
}
