import type { MenuGroupKey } from '../menu/groups.ts';
import type { Product } from '../products.ts';
import { page } from './define.ts';
import type { RouteDef } from './types.ts';

/** The two campaign kinds under a product's dynamic campaigns (specification 01, 2.4; 03, section 2). */
const CAMPAIGN_KINDS = [
  { segment: 'emails', list: 'Campaign E-Mails', one: 'E-Mail Campaign' },
  { segment: 'push-notifications', list: 'Push Notifications', one: 'Push Notification' },
] as const;

/**
 * `/{p}-dynamic-campaigns` and its children. The lists are tabs of the campaigns page (hidden, same
 * permission as the page); create, edit and translation-edit are pages whose main permission is
 * their own route name, a sub-permission of the matching list.
 */
export function dynamicCampaignRoutes(product: Product, group: MenuGroupKey): RouteDef[] {
  const base = `/${product.prefix}-dynamic-campaigns`;
  const common = { product: product.prefix, project: product.project } as const;
  const campaigns = page(base, 'Dynamic Campaigns', group, common);
  const children = CAMPAIGN_KINDS.flatMap((kind) => {
    const listPath = `${base}/${kind.segment}`;
    const create = page(`${listPath}/create`, `Create ${kind.one}`, group, { ...common, flags: { hidden: true } });
    const edit = page(`${listPath}/edit/:id`, `Edit ${kind.one}`, group, { ...common, flags: { hidden: true } });
    const translations = page(`${listPath}/:id/translations/edit/:language_code`, `Edit ${kind.one} Translations`, group, {
      ...common,
      flags: { hidden: true },
    });
    const list = page(listPath, kind.list, group, {
      ...common,
      permission: campaigns.permission,
      subPermissions: [create.permission, edit.permission, translations.permission],
      flags: { hidden: true },
    });
    return [list, create, edit, translations];
  });
  return [campaigns, ...children];
}
