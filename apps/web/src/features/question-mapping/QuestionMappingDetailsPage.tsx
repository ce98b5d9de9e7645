import { can, pathFor } from '@bo/contract';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toastMessage } from '../../lib/toast-message.ts';
import { useAdmin } from '../auth/session-store.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { AnswerGrid, MAPPING_LABELS, type Choices } from './AnswerGrid.tsx';
import { CopyToCountry } from './CopyToCountry.tsx';
import { answersOf, choicesOf, mappingQueries, useEditMapping, useRemoveMapping } from './mapping-api.ts';

/** /questions-mapping/:questionMappingId: one mapping answer by answer; page holders edit and remove it. */
export default function QuestionMappingDetailsPage() {
  const id = useParams().questionMappingId ?? '';
  const admin = useAdmin();
  const navigate = useNavigate();
  const details = useQuery(mappingQueries.details(id));
  const [choices, setChoices] = useState<Choices | null>(null);
  const [removing, setRemoving] = useState(false);
  const save = useEditMapping(id, () => setChoices(null));
  const remove = useRemoveMapping({ afterReload: () => void navigate(pathFor('questions_mapping')) });
  const view = details.data?.data;
  const mayEdit = admin ? can(admin, 'questions_mapping') : false;
  return (
    <Stack gap="md">
      <Title order={2}>Question Mapping {id}</Title>
      {details.isLoading && <Loader />}
      {details.error && <Alert color="red">{toastMessage(details.error)}</Alert>}
      {view && (
        <>
          <Group>
            {mayEdit && !choices && <Button onClick={() => setChoices(choicesOf(view))}>{MAPPING_LABELS.edit}</Button>}
            {choices && (
              <>
                <Button loading={save.isPending} onClick={() => save.mutate(answersOf(choices))}>
                  {MAPPING_LABELS.save}
                </Button>
                <Button variant="default" onClick={() => setChoices(null)}>
                  {MAPPING_LABELS.cancel}
                </Button>
              </>
            )}
            {mayEdit && (
              <Button color="red" variant="light" onClick={() => setRemoving(true)}>
                {MAPPING_LABELS.remove}
              </Button>
            )}
            <CopyToCountry mappingId={view.id ?? Number(id)} fromCountry={view.supplier_question.country_code} />
          </Group>
          <AnswerGrid view={view} choices={choices ?? undefined} onChange={setChoices} />
        </>
      )}
      <ConfirmModal
        opened={removing}
        title={MAPPING_LABELS.removeTitle}
        text={MAPPING_LABELS.removeText(id)}
        confirm={MAPPING_LABELS.remove}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(id)}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
