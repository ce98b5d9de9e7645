import { productLevelsResources } from '@bo/contract';
import { serverPages, usd } from './product-sql.ts';

export const productLevels = serverPages(productLevelsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.levels WHERE app_id = ${product.appId}) l`,
  idExpr: 'l.id',
  idType: 'integer',
  columns: {
    id: 'l.id',
    level: 'l.level',
    name: 'l.name',
    points_needed: 'l.points_needed',
    level_up_bonus: 'l.level_up_bonus',
    level_up_bonus_usd: usd(product, 'l.level_up_bonus'),
    users_at_level: `(SELECT count(*) FROM admin.users u WHERE u.app_id = l.app_id AND u.level = l.level)::int`,
  },
  form: { table: 'admin.levels', unique: [{ columns: ['app_id', 'level'] }], fixed: { app_id: product.appId } },
}));
