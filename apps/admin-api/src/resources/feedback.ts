import { feedbackResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';

/** /feedback: in-app feedback (migration 034), with who handled it. */
export const feedback: ServerResource = {
  def: feedbackResource,
  from: 'admin.user_feedback uf LEFT JOIN core.admins ufa ON ufa.id = uf.handled_by_admin_id',
  idExpr: 'uf.id',
  idType: 'integer',
  columns: {
    id: 'uf.id',
    user_id: 'uf.user_id',
    app_id: 'uf.app_id',
    rating: 'uf.rating',
    category: 'uf.category',
    message: 'uf.message',
    survey_id: 'uf.survey_id',
    status: 'uf.status',
    handled_by: 'ufa.name',
    created_at: 'uf.created_at',
  },
  filters: { userId: 'uf.user_id' },
  options: { app_id: 'SELECT id AS value, name AS label FROM core.apps ORDER BY id' },
};
