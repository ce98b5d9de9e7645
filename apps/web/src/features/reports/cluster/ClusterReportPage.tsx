import { CLUSTER_USER_STATES, HIGH_RISK_PAIR_CALLS, pairOfRiskValue, reportByRoute } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useCurrentRoute } from '../../../routing/current-route.ts';
import { useAdmin } from '../../auth/session-store.ts';
import { canCallNamed } from '../../table/call-permissions.ts';
import type { ListRow } from '../../table/api/list-rows.ts';
import { useUnmarkHighRiskPair } from '../api/report-writes.ts';
import { ReportScreen } from '../ReportScreen.tsx';
import { CLUSTER_REPORTS } from './cluster-rows.ts';
import { ClusterUsersModal, type ClusterDrill } from './ClusterUsersModal.tsx';
import { HighRiskPairForm, PAIR_LABELS } from './HighRiskPairForm.tsx';

/**
 * The reports whose rows are clusters of users (High Risk Metrics, IP Logs One and Two, Survey Attacks
 * Open Ends): each row drills to its users (total, banned, activated where the row counts them). On
 * High Risk Metrics the page holders also mark a profiling answer pair high-risk or unmark one.
 */
export default function ClusterReportPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const [drill, setDrill] = useState<ClusterDrill | null>(null);
  const def = route ? reportByRoute(route.name) : undefined;
  const reader = route ? CLUSTER_REPORTS[route.name] : undefined;
  const unmark = useUnmarkHighRiskPair(def?.name);
  if (!route || !def || !reader) return null;
  const maySetPairs = reader.source === 'highRisk' && canCallNamed(admin, HIGH_RISK_PAIR_CALLS.mark.name);

  const rowExtra = (row: ListRow, window: { from: string; to: string }) => {
    const cluster = reader.cluster(row);
    if (!cluster) return null;
    const pair = reader.source === 'highRisk' && row.risk_kind_id === 'profiling_pair' ? pairOfRiskValue(cluster.cluster) : null;
    return (
      <Group gap={4} wrap="nowrap">
        {reader.states.map(({ users, count }) => {
          const n = count(row);
          return (
            <Button
              key={users}
              size="compact-xs"
              variant="subtle"
              disabled={n === 0}
              onClick={() => setDrill({ source: reader.source, def, ...cluster, users, window })}
            >
              {n === null ? CLUSTER_USER_STATES[users] : `${CLUSTER_USER_STATES[users]} ${n}`}
            </Button>
          );
        })}
        {pair && maySetPairs && canCallNamed(admin, HIGH_RISK_PAIR_CALLS.unmark.name) && (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            loading={unmark.isPending}
            onClick={() => unmark.mutate({ first: pair.first_answer_id, second: pair.second_answer_id })}
          >
            {PAIR_LABELS.unmark}
          </Button>
        )}
      </Group>
    );
  };

  return (
    <>
      <ReportScreen
        key={def.name}
        def={def}
        title={route.title}
        rowExtra={rowExtra}
        header={maySetPairs ? <HighRiskPairForm report={def.name} /> : undefined}
      />
      <ClusterUsersModal drill={drill} onClose={() => setDrill(null)} />
    </>
  );
}
