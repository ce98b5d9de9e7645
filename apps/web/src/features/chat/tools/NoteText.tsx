import { canOpenRoute, parseNoteBadges, pathFor } from '@bo/contract';
import { Badge, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../auth/session-store.ts';

/**
 * A note's text with its id badges (ps123, s45 ...): text is rendered as text, so it is escaped
 * before the badges go in (spec 03 §9); a badge links only where the admin may open the page.
 */
export function NoteText({ text }: { text: string }) {
  const admin = useAdmin();
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parseNoteBadges(text).map((segment, i) => {
        if (segment.type === 'text') return <span key={i}>{segment.text}</span>;
        const label = `${segment.label} ${segment.id}`;
        return admin && canOpenRoute(admin, segment.routeName) ? (
          <Badge
            key={i}
            size="sm"
            variant="light"
            component={Link}
            to={pathFor(segment.routeName, segment.params)}
            style={{ cursor: 'pointer' }}
          >
            {label}
          </Badge>
        ) : (
          <Badge key={i} size="sm" variant="outline" color="gray">
            {label}
          </Badge>
        );
      })}
    </Text>
  );
}
