import { PRODUCTS, USER_DETAILS_MESSAGES, productUserDetailsRouteName, type UserDetailsUser } from '@bo/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { entityHref } from '../../entities/labels/entity-target.ts';

type Prefix = (typeof PRODUCTS)[number]['prefix'];

/** The user's id in each sibling app (PO, FS, HC, TS, ES), '(Deleted)' when that account is gone. */
const siblingOf = (user: UserDetailsUser, prefix: Prefix): { id: number | null; deleted: boolean } => {
  switch (prefix) {
    case 'po':
      return { id: user.po_user_id, deleted: user.po_user_deleted };
    case 'fs':
      return { id: user.fs_user_id, deleted: user.fs_user_deleted };
    case 'hc':
      return { id: user.hc_user_id, deleted: user.hc_user_deleted };
    case 'ts':
      return { id: user.ts_user_id, deleted: user.ts_user_deleted };
    case 'es':
      return { id: user.es_user_id, deleted: user.es_user_deleted };
  }
};

export function SiblingIds({ user }: { user: UserDetailsUser }) {
  const admin = useAdmin();
  const rows = PRODUCTS.map((p) => ({ product: p, ...siblingOf(user, p.prefix) })).filter((r) => r.id !== null);
  if (rows.length === 0) return <>-</>;
  return (
    <Group gap="sm">
      {rows.map(({ product, id, deleted }) => {
        const href = entityHref(admin, { routeName: productUserDetailsRouteName(product.prefix), params: { userId: id ?? '' } });
        const label = `${product.prefix.toUpperCase()} ${id}`;
        return (
          <Text span key={product.prefix} size="sm">
            {href ? (
              <Anchor component={Link} to={href} inherit>
                {label}
              </Anchor>
            ) : (
              label
            )}
            {deleted && ` ${USER_DETAILS_MESSAGES.deletedMarker}`}
          </Text>
        );
      })}
    </Group>
  );
}
