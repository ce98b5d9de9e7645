import { routeCall } from '@bo/server-kit';
import { USER_DETAILS_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';

import { countedPaging } from '../../../list-engine/paging.ts';
import { pageWindow } from '../../../user-details/paging.ts';
import { listUsersByCarrier } from '../../../user-details/users-by-carrier.ts';

/** GET /api/user/users-by-carrier/:carrier: the users who verified a phone with the carrier (the carrier risk drill-down). */
export const usersByCarrierRoute: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.usersByCarrier, async (request) => {
    const { page, size, offset } = pageWindow(request.query);
    const { total, users } = await listUsersByCarrier(app.db, request.params.carrier, size, offset);
    return { data: users, paging: countedPaging(total, page, size, users.length) };
  });
};
