import type { UserDetailsUser } from '@bo/contract';
import { Anchor, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { entityHref } from '../../entities/labels/entity-target.ts';
import { PatternRiskUsersPanel } from '../actions/modals/PatternRiskUsersPanel.tsx';
import { metricScreenTarget } from '../metric-links.ts';
import type { QualityMetric } from '../quality-metrics.ts';
import { ColouredValue } from './Metric.tsx';

/** Pattern risk opens the users of the user's sign-up pattern (section 2, item 9). */
function PatternRiskValue({ metric, user }: { metric: QualityMetric; user: UserDetailsUser }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={() => setOpen(true)} aria-label={`${metric.label}: ${metric.value}`}>
        <ColouredValue colour={metric.colour}>{metric.value}</ColouredValue>
      </Anchor>
      <Modal opened={open} onClose={() => setOpen(false)} title="Pattern-Risk Users" size="lg">
        {open && <PatternRiskUsersPanel user={user} />}
      </Modal>
    </>
  );
}

/**
 * One Quality metric with its colour; where it comes from a log screen the admin may open, it links
 * to that screen filtered by the user (plain text otherwise).
 */
export function QualityMetricRow({ metric, user }: { metric: QualityMetric; user: UserDetailsUser }) {
  const admin = useAdmin();
  const target = metric.screen ? metricScreenTarget(metric.screen, user.id) : null;
  const href = target ? entityHref(admin, target) : null;
  const value = <ColouredValue colour={metric.colour}>{metric.value}</ColouredValue>;
  return (
    <Table.Tr data-metric={metric.label}>
      <Table.Th w={200}>{metric.label}</Table.Th>
      <Table.Td>
        {metric.opensPatternRiskUsers ? (
          <PatternRiskValue metric={metric} user={user} />
        ) : href ? (
          <Anchor component={Link} to={href} data-metric-link={metric.screen}>
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Table.Td>
    </Table.Tr>
  );
}
