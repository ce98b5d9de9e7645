import { SUPPLIER_STATEMENT_CALLS } from '@bo/contract';
import { bodyErrorsAs422, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { saveSupplierStatement } from '../finance/supplier-statements.ts';

/** /supplier-statement's write (page holders): finance/supplier-statements.ts. */
export const supplierStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, SUPPLIER_STATEMENT_CALLS.update, async (request) =>
    saveSupplierStatement(app.db, request.ctx, request.params.supplierId, request.params.month, request.body, request.url),
  );
};
