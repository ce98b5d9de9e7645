import { buildAdminApi } from '@bo/admin-api';
import { createDb, type Db, type Row } from '@bo/db';
import { CONTEXT_HEADER, signContext } from '@bo/server-kit';
import type { BenchStack, RecordedQuery } from '../clicks/stack.ts';

const CONTEXT_SECRET = 'bench-direct-context-secret-0123456789';

/** admin-api alone, called with a signed context as the gateway would: the share of the time that is not the gateway's. */
export async function startAdminApiAlone(url: string): Promise<BenchStack> {
  const recorded: RecordedQuery[] = [];
  const db = await createDb({ url, max: 10 });
  const recording: Db = {
    kind: db.kind,
    query: <T = Row>(sql: string, params?: readonly unknown[]) => {
      recorded.push({ sql, params: params ?? [] });
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    cursor: <T = Row>(sql: string, params?: readonly unknown[], batch?: number) => db.cursor<T>(sql, params, batch),
    close: () => db.close(),
  };
  const app = buildAdminApi({ db: recording, contextSecret: CONTEXT_SECRET });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    viaGateway: false,
    get headers() {
      const context = { adminId: 1, role: 1, originalAdminId: null, permission: 'survey_list_reloads', requestId: 'bench' };
      return { [CONTEXT_HEADER]: signContext(context, CONTEXT_SECRET) };
    },
    recorded,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
