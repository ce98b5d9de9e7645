import type { ClusterKind, ClusterUserState } from '@bo/contract';
import type { ListRow } from '../../table/api/list-rows.ts';

/** How a report's row names its cluster and which of its users a drill offers (with the count the row shows). */
export interface ClusterRowReader {
  source: ClusterKind;
  cluster: (row: ListRow) => { cluster: string; kind?: string; label: string } | null;
  states: readonly { users: ClusterUserState; count: (row: ListRow) => number | null }[];
}

const value = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const CLUSTER_REPORTS: Readonly<Record<string, ClusterRowReader>> = {
  high_risk_metrics: {
    source: 'highRisk',
    cluster: (row) => {
      const cluster = value(row.risk_value_id);
      const kind = value(row.risk_kind_id);
      return cluster && kind ? { cluster, kind, label: `${String(row.risk_kind)} ${cluster}` } : null;
    },
    states: [
      { users: 'total', count: (row) => num(row.users) },
      { users: 'banned', count: (row) => num(row.banned) },
      { users: 'activated', count: (row) => num(row.activated) },
    ],
  },
  iplogsone: {
    source: 'ip',
    cluster: (row) => {
      const cluster = value(row.ip_id) ?? value(row.ip);
      return cluster ? { cluster, label: `IP ${cluster}` } : null;
    },
    states: [
      { users: 'total', count: (row) => num(row.users) },
      { users: 'banned', count: () => null },
    ],
  },
  iplogstwo: {
    source: 'subnet',
    cluster: (row) => {
      const cluster = value(row.subnet_id) ?? value(row.subnet);
      return cluster ? { cluster, label: `subnet ${cluster}` } : null;
    },
    states: [
      { users: 'total', count: (row) => num(row.users) },
      { users: 'banned', count: () => null },
    ],
  },
  survey_attacks_open_ends: {
    source: 'openEnd',
    cluster: (row) => {
      const similar = value(row.similar_id);
      const cluster = similar ?? value(row.identical_id);
      const label = `"${String(row.similar ?? row.identical ?? '')}"`;
      return cluster ? { cluster, kind: similar ? 'similar' : 'identical', label } : null;
    },
    states: [
      { users: 'total', count: (row) => num(row.users) },
      { users: 'banned', count: () => null },
    ],
  },
};
