import { HIDDEN_BY_ADMIN_FLAG, OFFER_EVENT_MESSAGES as M, type OfferEventAfterAction, CREDIT_ACTION_CALL } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import type { FastifyRequest } from 'fastify';
import { recordUserAction } from '../../../user-actions/audit.ts';
import { lockOfferEvent, updateOfferEvent } from '../../../user-actions/offer-events/event-row.ts';
import { offerEventRefusal } from './refusal.ts';

type Change = (tx: Queryable, event: OfferEventAfterAction) => Promise<OfferEventAfterAction>;

/**
 * POST /api/offer-events/:id/credit-now and /hide (specification 02, sections 4 and 7). Under the row
 * lock the event's state is checked against what the dialog would offer, then the change and its
 * audit entry are written together. Only the offer_event_credit grant (1, 5, 15, 26, 50) gets here.
 */
export const offerEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const act = (request: FastifyRequest, id: number, action: 'credit-now' | 'hide', change: Change) =>
    app.db.transaction(async (tx) => {
      const before = await lockOfferEvent(tx, id);
      if (!before) throw notFound(M.notFound(id));
      const refusal = offerEventRefusal(before, action, new Date());
      if (refusal) throw refusal;
      const after = await change(tx, before);
      await recordUserAction(tx, request.ctx, {
        userId: before.user_id,
        action: action === 'hide' ? 'offer_event_hide' : 'offer_event_credit_now',
        requestUrl: request.url,
        before,
        after,
      });
      return after;
    });

  routeCall(app, CREDIT_ACTION_CALL.offerEventCreditNow, async (request) => {
    const after = await act(request, request.params.id, 'credit-now', (tx, e) =>
      updateOfferEvent(
        tx,
        e.id,
        `credit_status = 1, status = 1, credit_date = now(), is_hidden = false,
           disqualification_flag = NULL, disqualification_reason = NULL`,
        [],
      ),
    );
    return { credit_date: after.credit_date!, data: after };
  });

  routeCall(app, CREDIT_ACTION_CALL.offerEventHide, async (request) => {
    const after = await act(request, request.params.id, 'hide', (tx, e) =>
      updateOfferEvent(tx, e.id, 'is_hidden = true, disqualification_flag = $2, disqualification_reason = $3', [
        HIDDEN_BY_ADMIN_FLAG,
        M.hiddenReason,
      ]),
    );
    return { data: after };
  });
};
