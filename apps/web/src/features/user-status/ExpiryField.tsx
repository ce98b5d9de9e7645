import { QUICK_EXPIRY_DAYS, dayAfter } from '@bo/contract';
import { Anchor, Checkbox, Group, Stack } from '@mantine/core';
import { DayInput } from '../../components/DayInput.tsx';

export interface Expiry {
  indefinite: boolean;
  /** YYYY-MM-DD, or '' when none. */
  date: string;
}

/**
 * Ban expiry (specification 02, section 5): ticking indefinite clears the date, picking a date unticks
 * indefinite; quick links set 2 days, 1, 2 or 3 weeks from today. On Hold has no indefinite option.
 */
export function ExpiryField({
  value,
  onChange,
  allowIndefinite,
  error,
}: {
  value: Expiry;
  onChange: (value: Expiry) => void;
  allowIndefinite: boolean;
  error?: string;
}) {
  return (
    <Stack gap={4}>
      {allowIndefinite && (
        <Checkbox
          label="Indefinite"
          checked={value.indefinite}
          onChange={(e) => onChange(e.currentTarget.checked ? { indefinite: true, date: '' } : { indefinite: false, date: value.date })}
        />
      )}
      <DayInput
        label="Ban expiry"
        value={value.date}
        onChange={(day) => onChange({ indefinite: day ? false : value.indefinite, date: day })}
        error={error}
      />
      <Group gap="sm">
        {QUICK_EXPIRY_DAYS.map((q) => (
          <Anchor
            key={q.days}
            component="button"
            type="button"
            size="sm"
            onClick={() => onChange({ indefinite: false, date: dayAfter(q.days) })}
          >
            {q.label}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
