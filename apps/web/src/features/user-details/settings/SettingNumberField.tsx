import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';

export interface SettingNumberFieldProps {
  label: string;
  value: number | null;
  /** The contract's message when the value would be refused, else null. */
  errorOf: (value: number | null) => string | null;
  onSave: (value: number | null, done: () => void) => void;
  saving: boolean;
}

const toValue = (input: string | number): number | null => (input === '' ? null : Number(input));

/**
 * A number setting (Payout Adjustment %, Min Pub. Payout $, Max Recon. Buyers %): the field shows
 * whether the value is valid as it is typed, and Save (or Enter) sends it only when valid and changed.
 * Up to 2 decimals, no negatives (specification 02, section 5).
 */
export function SettingNumberField({ label, value, errorOf, onSave, saving }: SettingNumberFieldProps) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const next = toValue(draft);
  const error = errorOf(next);
  const changed = next !== value;
  const save = () => {
    if (!error && changed) onSave(next, () => setDraft(next ?? ''));
  };
  return (
    <Group gap="xs" align="start" wrap="nowrap">
      <NumberInput
        label={label}
        value={draft}
        onChange={setDraft}
        onKeyDown={(event) => event.key === 'Enter' && save()}
        decimalScale={2}
        allowNegative={false}
        hideControls
        error={error}
        description={error ? undefined : changed ? 'Valid' : undefined}
        data-valid={error ? 'false' : 'true'}
        w={200}
      />
      <Button mt={24} size="xs" onClick={save} disabled={Boolean(error) || !changed} loading={saving} aria-label={`Save ${label}`}>
        Save
      </Button>
    </Group>
  );
}
