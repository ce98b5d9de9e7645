import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { countryListView } from './country-list.ts';

/** A country list; past the threshold it is a clickable count that opens (and closes) the list. */
export function CountryList({ csv, collapseAt }: { csv: string; collapseAt?: number }) {
  const [open, setOpen] = useState(false);
  const view = countryListView(csv, collapseAt);
  if (view.countries.length === 0) return <>-</>;
  if (!view.collapsed) return <>{view.countries.join(', ')}</>;
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {view.countries.length} countries
      </Anchor>
      {open && (
        <Text size="xs" aria-label="Country list">
          {view.countries.join(', ')}
        </Text>
      )}
    </>
  );
}
