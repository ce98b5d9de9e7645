import { CLUSTER_USER_CALLS, HIGH_RISK_PAIR_CALLS, type ClusterKind } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { listClusterUsers } from '../clusters/cluster-users.ts';
import { markHighRiskPair, unmarkHighRiskPair } from '../clusters/high-risk-pairs.ts';
import { flattenParams } from '../list-engine/raw-params.ts';

/**
 * The drills from a cluster row to its users (High Risk Metrics, IP Logs One and Two, Survey Attacks
 * Open Ends), and High Risk Metrics' page-holder action: mark or unmark a profiling answer pair (src/clusters).
 */
export const clusterUserRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, call] of Object.entries(CLUSTER_USER_CALLS) as [ClusterKind, (typeof CLUSTER_USER_CALLS)[ClusterKind]][]) {
    routeCall(app, call, async (request) => listClusterUsers(app.readDb, name, flattenParams(request.query)));
  }

  routeCall(app, HIGH_RISK_PAIR_CALLS.mark, async (request) =>
    markHighRiskPair(app.db, request.ctx, request.body.first_answer_id, request.body.second_answer_id, request.url),
  );

  routeCall(app, HIGH_RISK_PAIR_CALLS.unmark, async (request) =>
    unmarkHighRiskPair(app.db, request.ctx, request.params.first, request.params.second, request.url),
  );
};
