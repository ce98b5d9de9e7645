import { can, pathFor } from '@bo/contract';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../auth/session-store.ts';
import { MAPPING_LABELS } from './AnswerGrid.tsx';
import { mappingQueries } from './mapping-api.ts';

/** Copy (question_mapping_copy): pick a country, then confirm on the copy page. */
export function CopyToCountry({ mappingId, fromCountry }: { mappingId: number; fromCountry: string }) {
  const admin = useAdmin();
  const navigate = useNavigate();
  const [country, setCountry] = useState<string | null>(null);
  const allowed = admin ? can(admin, 'question_mapping_copy') : false;
  // The countries that have supplier questions (the add page's lists, which the copy permission reads too).
  const countries = useQuery(mappingQueries.countries(allowed));
  if (!allowed) return null;
  const data = (countries.data?.data.countries ?? []).filter((c) => c.value !== fromCountry);
  return (
    <Group gap="xs">
      <Select
        aria-label={MAPPING_LABELS.country}
        placeholder={MAPPING_LABELS.country}
        data={data}
        value={country}
        onChange={setCountry}
        size="sm"
        w={180}
      />
      <Button
        variant="light"
        disabled={!country}
        onClick={() =>
          country && void navigate(pathFor('questions_mapping_copy', { questionMappingId: mappingId, targetCountryCode: country }))
        }
      >
        {MAPPING_LABELS.copy}
      </Button>
    </Group>
  );
}
