import {
  SUB_PERMISSION,
  ZMaxReconciliationBuyersBody,
  ZMinPublisherPayoutBody,
  ZPayoutAdjustmentBody,
  can,
  type UserDetailsUser,
} from '@bo/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useAdmin } from '../../auth/session-store.ts';
import { SettingNumberField } from './SettingNumberField.tsx';
import { settingsCalls, useSettingsChange } from './settings-api.ts';

/** The first message a contract schema gives for a body, or null when it passes. */
const firstError = (parsed: { success: boolean; error?: { issues: readonly { message: string }[] } }): string | null =>
  parsed.success ? null : (parsed.error?.issues[0]?.message ?? null);

const LABELS = {
  payoutAdjustment: 'Payout Adjustment %',
  minPublisherPayout: 'Min Pub. Payout $',
  maxReconciliationBuyers: 'Max Recon. Buyers %',
};

function ReadOnlySetting({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} w={200}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" aria-label={label}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Payout Adjustment % for everyone on the page; Min Pub. Payout $ and Max Recon. Buyers % editable
 * only by the supreme super admin or QA (the user_payout_limits grant: 1, 11, 26, 46), read-only text
 * for the others (specification 02, sections 5 and 6). The gateway refuses the others' calls anyway.
 */
export function PayoutSettings({ user }: { user: UserDetailsUser }) {
  const admin = useAdmin();
  const mayEditLimits = admin !== null && can(admin, SUB_PERMISSION.userPayoutLimits);
  const adjustment = useSettingsChange(user.id, settingsCalls.payoutAdjustment);
  const minPayout = useSettingsChange(user.id, settingsCalls.minPublisherPayout);
  const maxRecon = useSettingsChange(user.id, settingsCalls.maxReconciliationBuyers);
  return (
    <Group gap="lg" align="start">
      <SettingNumberField
        label={LABELS.payoutAdjustment}
        value={user.payout_adjustment}
        errorOf={(v) => firstError(ZPayoutAdjustmentBody.safeParse({ payout_adjustment: v }))}
        onSave={(v, done) => v !== null && adjustment.mutate(v, { onSuccess: done })}
        saving={adjustment.isPending}
      />
      {mayEditLimits ? (
        <>
          <SettingNumberField
            label={LABELS.minPublisherPayout}
            value={user.min_publisher_payout}
            errorOf={(v) => firstError(ZMinPublisherPayoutBody.safeParse({ min_publisher_payout: v }))}
            onSave={(v, done) => minPayout.mutate(v, { onSuccess: done })}
            saving={minPayout.isPending}
          />
          <SettingNumberField
            label={LABELS.maxReconciliationBuyers}
            value={user.max_reconciliation_buyers}
            errorOf={(v) => firstError(ZMaxReconciliationBuyersBody.safeParse({ max_reconciliation_buyers: v }))}
            onSave={(v, done) => maxRecon.mutate(v, { onSuccess: done })}
            saving={maxRecon.isPending}
          />
        </>
      ) : (
        <>
          <ReadOnlySetting
            label={LABELS.minPublisherPayout}
            value={user.min_publisher_payout === null ? '-' : `$${user.min_publisher_payout.toFixed(2)}`}
          />
          <ReadOnlySetting
            label={LABELS.maxReconciliationBuyers}
            value={user.max_reconciliation_buyers === null ? '-' : `${user.max_reconciliation_buyers}%`}
          />
        </>
      )}
    </Group>
  );
}
