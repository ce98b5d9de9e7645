import { routeCall } from '@bo/server-kit';
import { SETTINGS_TOASTS, SETTINGS_ACTION_CALL } from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { changeSettings } from '../../../user-actions/settings/change-settings.ts';

/**
 * PUT payout-adjustment (10 to 100 %), min-publisher-payout (dollars, 0 or more) and
 * max-reconciliation-buyers (at most 150 %) of a user (specification 02, sections 5 and 7). The
 * gateway lets only the user_payout_limits grant (1, 11, 26, 46) reach the last two.
 */
export const payoutLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, SETTINGS_ACTION_CALL.payoutAdjustment, async (request) => {
    const data = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'payout_adjustment',
      set: { payout_adjustment: request.body.payout_adjustment },
      audited: ['payout_adjustment'],
    });
    return { message: SETTINGS_TOASTS.payoutAdjustmentUpdated, data };
  });

  routeCall(app, SETTINGS_ACTION_CALL.minPublisherPayout, async (request) => {
    const data = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'min_publisher_payout',
      set: { min_publisher_payout: request.body.min_publisher_payout },
      audited: ['min_publisher_payout'],
    });
    return { message: SETTINGS_TOASTS.minPublisherPayoutUpdated, data };
  });

  routeCall(app, SETTINGS_ACTION_CALL.maxReconciliationBuyers, async (request) => {
    const data = await changeSettings(app.db, request, {
      userId: request.params.userId,
      action: 'max_reconciliation_buyers',
      set: { max_reconciliation_buyers: request.body.max_reconciliation_buyers },
      audited: ['max_reconciliation_buyers'],
    });
    return { message: SETTINGS_TOASTS.maxReconciliationBuyersUpdated, data };
  });
};
