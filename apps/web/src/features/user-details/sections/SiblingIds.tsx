import { PRODUCTS, USER_DETAILS_MESSAGES, type UserDetailsUser } from '@bo/contract';
import { Group, Text } from '@mantine/core';
import { SiblingUserIdWidget } from '../widgets/SiblingUserIdWidget.tsx';

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

/** Each sibling id is the app's user id widget: its own details route and hover card where permitted. */
export function SiblingIds({ user }: { user: UserDetailsUser }) {
  const rows = PRODUCTS.flatMap((p) => {
    const s = siblingOf(user, p.prefix);
    return s.id === null ? [] : [{ product: p, id: s.id, deleted: s.deleted }];
  });
  if (rows.length === 0) return <>-</>;
  return (
    <Group gap="sm">
      {rows.map(({ product, id, deleted }) => (
        <Text span key={product.prefix} size="sm">
          <SiblingUserIdWidget prefix={product.prefix} userId={id}>
            {`${product.prefix.toUpperCase()} ${id}`}
          </SiblingUserIdWidget>
          {deleted && ` ${USER_DETAILS_MESSAGES.deletedMarker}`}
        </Text>
      ))}
    </Group>
  );
}
