import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';

import { assertUserExists } from '../../../user-details/lookup.ts';
import { countedPaging } from '../../../list-engine/paging.ts';
import { pageWindow } from '../../../user-details/paging.ts';
import { listEmailDomainUsers, listHighRiskPairUsers, listProfilingBasics, listSimilarProfiles } from '../../../user-details/profiling.ts';

/** The profiling modals: similar users, the basics, fraud e-mail domains and the high-risk pair drill-down. */
export const profilingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.profilingSimilar, async (request) => {
    await assertUserExists(app.db, request.params.id);
    return { data: await listSimilarProfiles(app.db, request.params.id) };
  });

  routeCall(app, USER_DETAILS_CALL.profilingBasics, async (request) => {
    await assertUserExists(app.db, request.params.id);
    return { data: await listProfilingBasics(app.db, request.params.id) };
  });

  routeCall(app, USER_DETAILS_CALL.profilingFraudEmailDomains, async (request) => {
    const domain = request.query.emailDomain.replace(/^.*@/, '');
    const { page, size, offset } = pageWindow(request.query);
    const { total, users, highRisk } = await listEmailDomainUsers(app.db, domain, size, offset);
    return {
      data: users,
      paging: countedPaging(total, page, size, users.length),
      is_high_risk_email_domain: highRisk,
      email_domain: domain,
    };
  });

  routeCall(app, USER_DETAILS_CALL.highRiskProfilingUsers, async (request) => {
    const { answer1, answer2 } = request.params;
    const { page, size, offset } = pageWindow(request.query);
    const { total, users } = await listHighRiskPairUsers(app.db, answer1, answer2, request.query.type, size, offset);
    return { data: users, paging: countedPaging(total, page, size, users.length) };
  });
};
