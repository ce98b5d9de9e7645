import { SETTING_FIELD_LABELS, offersStatus, type UserDetailsUser } from '@bo/contract';
import { Button, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { settingsCalls, useSettingsChange } from './settings-api.ts';

const OPTIONS = offersStatus.options.map((o) => ({ value: String(o.value), label: o.label }));
const LABEL = SETTING_FIELD_LABELS.offers_status;

/**
 * 'Show offers status' inline edit (specification 02, section 4): Edit remembers the value shown,
 * Apply saves the choice, Cancel puts the remembered value back.
 */
export function OffersStatusEdit({ user }: { user: UserDetailsUser }) {
  const change = useSettingsChange(user.id, settingsCalls.settingStatus);
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const apply = () => {
    if (draft === null) return;
    if (Number(draft) === user.offers_status) return setDraft(null);
    change.mutate({ field: 'offers_status', status: Number(draft) }, { onSuccess: () => setDraft(null) });
  };
  if (!editing) {
    return (
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {LABEL}:
        </Text>
        <Text size="sm">{offersStatus.labelOf(user.offers_status) ?? user.offers_status}</Text>
        <Button size="compact-xs" variant="light" onClick={() => setDraft(String(user.offers_status))} aria-label={`Edit ${LABEL}`}>
          Edit
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" align="end">
      <Select label={LABEL} data={OPTIONS} value={draft} onChange={(v) => v && setDraft(v)} allowDeselect={false} w={180} />
      <Button size="xs" onClick={apply} loading={change.isPending}>
        Apply
      </Button>
      <Button size="xs" variant="default" onClick={() => setDraft(null)} disabled={change.isPending}>
        Cancel
      </Button>
    </Group>
  );
}
