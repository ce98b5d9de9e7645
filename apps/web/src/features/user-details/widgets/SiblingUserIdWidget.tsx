import { productByPrefix, productUserDetailsRouteName, type ProductPrefix } from '@bo/contract';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { HoverCardFrame } from '../../entities/hover-cards/HoverCardFrame.tsx';
import { entityHref } from '../../entities/labels/entity-target.ts';
import { SiblingUserCard } from './SiblingUserCard.tsx';

/**
 * The user id widget of a sibling app (fs, hc, po, ts, es): links to that app's own details route
 * ({prefix}_user_details) with the app's hover card where the admin may open the route; plain text
 * and no card otherwise (specification 02, sections 2 and 6).
 */
export function SiblingUserIdWidget({ prefix, userId, children }: { prefix: ProductPrefix; userId: number; children?: ReactNode }) {
  const admin = useAdmin();
  const product = productByPrefix(prefix);
  const label = children ?? userId;
  const href = product ? entityHref(admin, { routeName: productUserDetailsRouteName(prefix), params: { userId } }) : null;
  if (!product || !href) {
    return (
      <Text span inherit data-sibling-user={`${prefix}-${userId}`}>
        {label}
      </Text>
    );
  }
  return (
    <span data-sibling-user={`${prefix}-${userId}`}>
      <HoverCardFrame card={<SiblingUserCard product={product} userId={userId} />}>
        <Anchor component={Link} to={href} inherit>
          {label}
        </Anchor>
      </HoverCardFrame>
    </span>
  );
}
