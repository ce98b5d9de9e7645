import { canOpenRoute, parseNoteBadges, pathFor } from '@bo/contract';
import { Anchor, Badge, Text } from '@mantine/core';
import { useAdmin } from '../../auth/session-store.ts';
import { NOTE_CUT_AT, cutText } from '../format.ts';

/**
 * A note's text, cut at 255 characters with an ellipsis, its s/ps/o/fs/hc/po/ts/es ids shown as
 * badges that open in a new tab where the admin may open the page, and as plain text otherwise.
 */
export function NoteText({ text }: { text: string }) {
  const admin = useAdmin();
  const shown = cutText(text, NOTE_CUT_AT);
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parseNoteBadges(shown.text).map((segment, i) => {
        if (segment.type === 'text' || !admin || !canOpenRoute(admin, segment.routeName)) return <span key={i}>{segment.text}</span>;
        return (
          <Anchor key={i} href={pathFor(segment.routeName, segment.params)} target="_blank" rel="noopener noreferrer">
            <Badge size="sm" variant="light" style={{ cursor: 'pointer' }}>
              {segment.label} {segment.id}
            </Badge>
          </Anchor>
        );
      })}
      {shown.cut && '…'}
    </Text>
  );
}
