import { can, pathFor, questionMappingsResource } from '@bo/contract';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { useAdmin } from '../auth/session-store.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { MAPPING_LABELS } from './AnswerGrid.tsx';
import { useRemoveMapping } from './mapping-api.ts';

/** /questions-mapping: the mappings; add (question_mapping_add), copy (question_mapping_copy) and delete (page holders). */
export default function QuestionsMappingPage() {
  const route = useCurrentRoute();
  const admin = useAdmin();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<ListRow | null>(null);
  const remove = useRemoveMapping({ beforeReload: () => setRemoving(null) });
  const mayAdd = admin ? can(admin, 'question_mapping_add') : false;
  const mayCopy = admin ? can(admin, 'question_mapping_copy') : false;
  const rowActions = (row: ListRow) => (
    <Group gap={4} wrap="nowrap">
      {mayCopy && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => void navigate(pathFor('question_mapping_details', { questionMappingId: Number(row.id) }))}
        >
          {MAPPING_LABELS.copy}
        </Button>
      )}
      <Button size="compact-xs" variant="light" color="red" onClick={() => setRemoving(row)}>
        {MAPPING_LABELS.remove}
      </Button>
    </Group>
  );
  return (
    <>
      <TableScreen
        resource={questionMappingsResource}
        title={route?.title ?? questionMappingsResource.title}
        rowActions={rowActions}
        onAddAnother={mayAdd ? () => void navigate(pathFor('questions_mapping_add')) : undefined}
      />
      <ConfirmModal
        opened={removing !== null}
        title={MAPPING_LABELS.removeTitle}
        text={MAPPING_LABELS.removeText(String(removing?.id ?? ''))}
        confirm={MAPPING_LABELS.remove}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(Number(removing.id))}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
