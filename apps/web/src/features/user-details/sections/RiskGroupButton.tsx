import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import type { RiskGroupFigures, RiskRow } from '@bo/contract';
import { RiskRowsPanel } from './further/RiskRowsPanel.tsx';

/** A red-flag count (high-risk subnets, IP ranges, cities, signup IPs) opening its table of ban rates and banned users. */
export function RiskGroupButton({ title, group, rows }: { title: string; group: RiskGroupFigures; rows: RiskRow[] }) {
  const [open, setOpen] = useState(false);
  const colour = group.count > 0 ? 'red' : 'green';
  return (
    <>
      <Button size="compact-sm" variant="light" color={colour} data-colour={colour} onClick={() => setOpen(true)}>
        {title}: {group.count}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} size="xl">
        {open && <RiskRowsPanel title={title} group={group} rows={rows} />}
      </Modal>
    </>
  );
}
