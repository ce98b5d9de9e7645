import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';
import { entityHref, type EntityTarget } from './entity-target.ts';

export interface EntityLabelProps {
  target: EntityTarget;
  children: ReactNode;
  /** A card shown on hover, only around a link (never for plain text). */
  hoverCard?: (link: ReactNode) => ReactNode;
}

/**
 * An entity label (specification 01, 2.8): a link where the admin may open the target route,
 * plain text otherwise. The permission check is synchronous, from the signed-in admin.
 */
export function EntityLabel({ target, children, hoverCard }: EntityLabelProps) {
  const admin = useAdmin();
  const href = entityHref(admin, target);
  if (!href) {
    return (
      <Text span inherit>
        {children}
      </Text>
    );
  }
  const link = (
    <Anchor component={Link} to={href} inherit>
      {children}
    </Anchor>
  );
  return hoverCard ? hoverCard(link) : link;
}
