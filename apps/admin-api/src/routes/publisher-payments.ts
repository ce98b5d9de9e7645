import { PUBLISHER_PAYMENT_CALLS } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { paymentFromBalance, setPaymentStatus } from '../finance/publisher-payments.ts';

/** /publisher-payments' writes (page holders): a payment of a month's balance, a payment paid or failed (finance/publisher-payments.ts). */
export const publisherPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, PUBLISHER_PAYMENT_CALLS.fromBalance, async (request) =>
    paymentFromBalance(app.db, request.ctx, request.body, request.url),
  );
  routeCall(app, PUBLISHER_PAYMENT_CALLS.setStatus, async (request) =>
    setPaymentStatus(app.db, request.ctx, request.params.id, request.body.status, request.body.reference, request.url),
  );
};
