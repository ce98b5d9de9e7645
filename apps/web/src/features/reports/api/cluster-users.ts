import { CLUSTER_USER_CALLS, type ClusterKind, type ClusterUserState, type ReportDef } from '@bo/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call.ts';
import { filterParam } from '../../table/state/url-codec.ts';

/** One drill: the cluster a row stands for, in the report's window, and which of its users. */
export interface ClusterDrill {
  source: ClusterKind;
  def: ReportDef;
  cluster: string;
  kind?: string;
  users: ClusterUserState;
  label: string;
  window: { from: string; to: string };
}

export const clusterKeys = {
  users: (drill: ClusterDrill | null) => ['cluster-users', drill] as const,
};

/** The users of a cluster row in the report's window; asked for while a drill is open. */
export const clusterUsersQuery = (drill: ClusterDrill | null) =>
  queryOptions({
    queryKey: clusterKeys.users(drill),
    enabled: drill !== null,
    queryFn: ({ signal }) => {
      const d = drill!;
      const query = {
        cluster: d.cluster,
        kind: d.kind,
        users: d.users,
        [filterParam(`${d.def.window.key}From`)]: d.window.from,
        [filterParam(`${d.def.window.key}To`)]: d.window.to,
      };
      return callApi(CLUSTER_USER_CALLS[d.source], { query, signal });
    },
  });
