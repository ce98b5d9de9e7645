import type { UserDetailsUser } from '@bo/contract';
import { MultiSelect, Select } from '@mantine/core';
import { settingsCalls, useCountries, useSettingsChange } from './settings-api.ts';

const languageOptions = (user: UserDetailsUser) => user.available_languages.map((l) => ({ value: l.code, label: l.language }));

/** The user's country, from every country of the reference list; a choice saves at once. */
export function CountrySelect({ user }: { user: UserDetailsUser }) {
  const countries = useCountries();
  const change = useSettingsChange(user.id, settingsCalls.country);
  const data = countries.data?.map((c) => ({ value: c.code, label: c.name })) ?? [];
  // Until the list arrives the user's own country is the only option, so the select shows its name.
  const options = data.length > 0 || !user.country ? data : [{ value: user.country, label: user.country_name ?? user.country }];
  return (
    <Select
      aria-label="Country"
      size="xs"
      w="100%"
      maw={240}
      searchable
      allowDeselect={false}
      data={options}
      // While saving, the choice shows at once; a refusal puts the saved value back.
      value={change.isPending ? change.variables : user.country}
      disabled={change.isPending}
      onChange={(code) => code && code !== user.country && change.mutate(code)}
    />
  );
}

/** The languages the user speaks (several); each change saves the whole list. */
export function LanguagesSelect({ user }: { user: UserDetailsUser }) {
  const change = useSettingsChange(user.id, settingsCalls.languages);
  return (
    <MultiSelect
      aria-label="Languages"
      size="xs"
      w="100%"
      maw={320}
      searchable
      data={languageOptions(user)}
      value={change.isPending ? [...change.variables] : user.languages.map((l) => l.code)}
      disabled={change.isPending}
      onChange={(codes) => change.mutate(codes)}
    />
  );
}

/** The language of the app's interface for this user. */
export function InterfaceLanguageSelect({ user }: { user: UserDetailsUser }) {
  const change = useSettingsChange(user.id, settingsCalls.interfaceLanguage);
  return (
    <Select
      aria-label="Interface Language"
      size="xs"
      w="100%"
      maw={240}
      searchable
      allowDeselect={false}
      data={languageOptions(user)}
      value={change.isPending ? change.variables : user.interface_language}
      disabled={change.isPending}
      onChange={(code) => code && code !== user.interface_language && change.mutate(code)}
    />
  );
}
