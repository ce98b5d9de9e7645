import { ZAvailableCountriesBody } from '@bo/contract';
import { Button, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { validateForm } from '../../../lib/form-validation.ts';
import { useSaveAvailableCountries } from './tool-mutations.ts';
import { toolsQueries } from './tools-api.ts';

/** Support team leads only (is_support_tl): the countries the chat is available in. */
export function AvailableCountriesForm() {
  const countries = useQuery(toolsQueries.availableCountries());
  // null until the admin changes the selection: until then the saved codes are shown.
  const [picked, setPicked] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveAvailableCountries(() => setPicked(null));
  const selected = picked ?? countries.data?.selected_codes ?? [];
  const submit = () => {
    const checked = validateForm(ZAvailableCountriesBody, { codes: selected });
    setError(checked.ok ? undefined : checked.fields.codes);
    if (checked.ok) save.mutate(checked.data.codes);
  };
  return (
    <Stack gap="xs" role="region" aria-label="Available countries">
      <Title order={5}>Available countries</Title>
      {countries.isError && (
        <Text size="xs" c="red">
          The available countries could not be loaded.
        </Text>
      )}
      <MultiSelect
        label="Countries the chat is available in"
        placeholder={countries.isPending ? 'Loading countries…' : 'Pick countries'}
        searchable
        clearable
        disabled={!countries.isSuccess}
        data={(countries.data?.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
        value={selected}
        error={error}
        onChange={setPicked}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={save.isPending} disabled={!countries.isSuccess}>
          Save countries
        </Button>
      </Group>
    </Stack>
  );
}
