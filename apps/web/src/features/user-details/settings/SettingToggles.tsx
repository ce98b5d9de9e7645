import { SETTING_FIELD_LABELS, SETTING_TOGGLE_FIELDS, type UserDetailsUser } from '@bo/contract';
import { Group, Switch } from '@mantine/core';
import { settingsCalls, useSettingsChange } from './settings-api.ts';

/** Research Defender, VPN/Proxy Check and IP Location Check: each switch saves at once and toasts '{field} has been updated!'. */
export function SettingToggles({ user }: { user: UserDetailsUser }) {
  const change = useSettingsChange(user.id, settingsCalls.settingStatus);
  return (
    <Group gap="xl">
      {SETTING_TOGGLE_FIELDS.map((field) => (
        <Switch
          key={field}
          label={SETTING_FIELD_LABELS[field]}
          checked={user[field]}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ field, status: event.currentTarget.checked })}
        />
      ))}
    </Group>
  );
}
