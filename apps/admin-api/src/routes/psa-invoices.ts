import { PSA_INVOICE_CALLS as CALLS } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { closeInvoiceMonth, generateMonthlyInvoice, generatePoInvoice, markInvoice } from '../finance/psa-invoicing.ts';

/** Sample-selling invoicing (specification 04, section 12): generate, mark sent, mark paid, close a month (finance/psa-invoicing.ts). */
export const psaInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, CALLS.generateMonthly, async (request) =>
    generateMonthlyInvoice(app.db, request.ctx, request.body.psa_buyer_id, request.body.month, request.url),
  );

  routeCall(app, CALLS.generatePo, async (request) => generatePoInvoice(app.db, request.ctx, request.body.survey_id, request.url));

  for (const [call, kind] of [
    [CALLS.monthlyStatus, 'monthly'],
    [CALLS.poStatus, 'po'],
  ] as const) {
    routeCall(app, call, async (request) => markInvoice(app.db, request.ctx, kind, request.params.id, request.body.status, request.url));
  }

  routeCall(app, CALLS.closeMonth, async (request) => closeInvoiceMonth(app.db, request.ctx, request.params.month, request.url));
};
