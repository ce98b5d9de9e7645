import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { EXTERNAL_ID_CUT_AT, cutText } from '../format.ts';

/** The external id, cut at 50 characters with an expander (section 9). */
export function ExternalId({ value }: { value: string | null }) {
  const [expanded, setExpanded] = useState(false);
  if (!value) return <>-</>;
  const { text, cut } = cutText(value, EXTERNAL_ID_CUT_AT);
  return (
    <Text span inherit style={{ wordBreak: 'break-all' }}>
      {expanded || !cut ? value : `${text}…`}{' '}
      {cut && (
        <Anchor component="button" type="button" size="xs" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Less' : 'More'}
        </Anchor>
      )}
    </Text>
  );
}
