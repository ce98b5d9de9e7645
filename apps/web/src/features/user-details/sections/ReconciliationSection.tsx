import { USER_DETAILS_EMPTY, reconciliationColour, type UserDetails } from '@bo/contract';
import { Anchor, Button, Group, Loader, Modal, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { entityHref } from '../../entities/labels/entity-target.ts';
import { useLifetimeReconciliations } from '../api/user-details.ts';
import { percent } from '../format.ts';
import { reconciledCompletesTarget } from '../reconciliation-link.ts';
import { ColouredValue } from './Metric.tsx';

/** Section 10 'Reconciliations': the last months, their colours and confidence, and the lifetime modal. */
export function ReconciliationSection({ details }: { details: UserDetails }) {
  const admin = useAdmin();
  const [lifetimeOpen, setLifetimeOpen] = useState(false);
  const { months, total } = details.reconciliation;
  const completesHref = entityHref(admin, reconciledCompletesTarget(details.user.id, details.reconciliation));
  return (
    <>
      <Table withTableBorder horizontalSpacing={6} aria-label="Reconciliations table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Recon / Completes</Table.Th>
            <Table.Th>Current %</Table.Th>
            <Table.Th>Projected %</Table.Th>
            <Table.Th>Confidence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>{USER_DETAILS_EMPTY.noData}</Table.Td>
            </Table.Tr>
          )}
          {months.map((m) => (
            <Table.Tr key={m.month} data-month={m.month}>
              <Table.Td>
                {m.month}
                {m.high_recon_surveys_excluded > 0 && (
                  <Tooltip label={`${m.high_recon_surveys_excluded} high-recon surveys excluded`}>
                    <Text span c="yellow.7" ml={4} aria-label="High-recon surveys excluded">
                      ★
                    </Text>
                  </Tooltip>
                )}
              </Table.Td>
              <Table.Td>
                {m.reconciled_count} / {m.completes_count}
              </Table.Td>
              <Table.Td>
                <ColouredValue colour={reconciliationColour(m.current)}>{percent(m.current)}</ColouredValue>
              </Table.Td>
              <Table.Td>
                {m.is_show_projected ? (
                  <ColouredValue colour={reconciliationColour(m.projected)}>{percent(m.projected)}</ColouredValue>
                ) : (
                  '-'
                )}
              </Table.Td>
              <Table.Td>{m.confidence}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-month="total">
            <Table.Th>Total</Table.Th>
            <Table.Td>
              {total.reconciled_count} / {total.completes_count}
            </Table.Td>
            <Table.Td>
              <ColouredValue colour={reconciliationColour(total.current)}>{percent(total.current)}</ColouredValue>
            </Table.Td>
            <Table.Td />
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group mt="sm">
        <Button size="compact-sm" variant="light" onClick={() => setLifetimeOpen(true)}>
          Lifetime Reconciliation
        </Button>
        {completesHref && (
          <Anchor component={Link} to={completesHref} size="sm">
            Reconciled completes
          </Anchor>
        )}
      </Group>
      {lifetimeOpen && <LifetimeModal userId={String(details.user.id)} onClose={() => setLifetimeOpen(false)} />}
    </>
  );
}

/** The lifetime figures; the total % is the server's sum reconciled / sum completes x 100, 2 decimals. */
function LifetimeModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const lifetime = useLifetimeReconciliations(userId, true);
  return (
    <Modal opened onClose={onClose} title="Lifetime Reconciliation" size="lg">
      {lifetime.isPending && <Loader size="sm" />}
      {lifetime.data && (
        <Table aria-label="Lifetime reconciliation">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Completes</Table.Th>
              <Table.Th>Reconciled</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lifetime.data.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>{USER_DETAILS_EMPTY.noData}</Table.Td>
              </Table.Tr>
            )}
            {lifetime.data.rows.map((r) => (
              <Table.Tr key={r.month}>
                <Table.Td>{r.month}</Table.Td>
                <Table.Td>{r.completes_count}</Table.Td>
                <Table.Td>{r.reconciled_count}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Td>{lifetime.data.total.completes_count}</Table.Td>
              <Table.Td>
                {lifetime.data.total.reconciled_count} (
                <ColouredValue colour={reconciliationColour(lifetime.data.total.percent)}>
                  {percent(lifetime.data.total.percent)}
                </ColouredValue>
                )
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
