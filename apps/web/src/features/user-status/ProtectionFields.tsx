import { PROTECTED_COMPLETES_MAX, PROTECTION_QUICK_SHARES, protectionQuickValue } from '@bo/contract';
import { Button, Group, NumberInput, Stack } from '@mantine/core';

export interface ProtectionValues {
  completes: number | string;
  payout: number | string;
}

interface Props {
  shown: { completes: boolean; payout: boolean };
  value: ProtectionValues;
  onChange: (value: ProtectionValues) => void;
  /** The bases of the 50 % / 100 % quick buttons: the user's completes and offers payout total. */
  completesCount: number;
  payoutTotal: number;
  errors: { completes?: string; payout?: string };
}

const share = (s: number): string => `${Math.round(s * 100)}%`;

/** The completes and / or offers payout of protection mode 3, each with its quick 50 % / 100 % buttons (section 5). */
export function ProtectionFields({ shown, value, onChange, completesCount, payoutTotal, errors }: Props) {
  return (
    <Stack gap="xs">
      {shown.completes && (
        <Group align="flex-end" gap="xs">
          <NumberInput
            label="Protected completes"
            allowDecimal={false}
            allowNegative={false}
            max={PROTECTED_COMPLETES_MAX}
            clampBehavior="none"
            value={value.completes}
            onChange={(completes) => onChange({ ...value, completes })}
            error={errors.completes}
            style={{ flex: 1 }}
          />
          {PROTECTION_QUICK_SHARES.map((s) => (
            <Button
              key={s}
              variant="default"
              aria-label={`Completes ${share(s)}`}
              onClick={() => onChange({ ...value, completes: protectionQuickValue(completesCount, s, true) })}
            >
              {share(s)}
            </Button>
          ))}
        </Group>
      )}
      {shown.payout && (
        <Group align="flex-end" gap="xs">
          <NumberInput
            label="Publisher Payout Sum"
            prefix="$"
            decimalScale={2}
            allowNegative={false}
            value={value.payout}
            onChange={(payout) => onChange({ ...value, payout })}
            // Formatted to 2 decimals on blur (section 5).
            onBlur={() => value.payout !== '' && onChange({ ...value, payout: Number(value.payout).toFixed(2) })}
            error={errors.payout}
            style={{ flex: 1 }}
          />
          {PROTECTION_QUICK_SHARES.map((s) => (
            <Button
              key={s}
              variant="default"
              aria-label={`Payout ${share(s)}`}
              onClick={() => onChange({ ...value, payout: protectionQuickValue(payoutTotal, s, false) })}
            >
              {share(s)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
