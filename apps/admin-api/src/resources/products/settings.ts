import { productSettingsResources } from '@bo/contract';
import { serverPages } from './product-sql.ts';

export const productSettings = serverPages(productSettingsResources, (def, product) => ({
  def,
  from: `(SELECT * FROM admin.product_settings WHERE app_id = ${product.appId}) s LEFT JOIN core.admins ad ON ad.id = s.updated_by`,
  idExpr: 's.key',
  columns: {
    key: 's.key',
    value: 's.value',
    description: 's.description',
    updated_by_name: 'ad.name',
    updated_at: 's.updated_at',
  },
}));
