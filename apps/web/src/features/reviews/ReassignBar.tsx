import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { assignableAdminsQuery, useReassign } from './api/reviews.ts';
import { reassignResultLines } from './reassign-result.ts';

/** Reassigns the selected reviews to a review admin from POST /support/api/admins/filter, then shows both result lists. */
export function ReassignBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const admins = useQuery(assignableAdminsQuery()).data ?? [];
  const [adminId, setAdminId] = useState<string | null>(null);
  const reassign = useReassign();
  const [result, setResult] = useState<{ successful: string; failed: string } | null>(null);

  const submit = () => {
    if (adminId === null) return;
    reassign.mutate(
      { admin_id: Number(adminId), user_review_uuids: selected },
      {
        onSuccess: (answer) => {
          setResult(reassignResultLines(answer));
          onDone();
        },
        onError: (error) => toast.error(error),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label="Reassign to"
          placeholder="Review admin"
          w={240}
          searchable
          data={admins.map((a) => ({ value: String(a.id), label: a.name }))}
          value={adminId}
          onChange={setAdminId}
        />
        <Button onClick={submit} disabled={adminId === null || selected.length === 0} loading={reassign.isPending}>
          Reassign {selected.length} selected
        </Button>
      </Group>
      {result ? (
        <Alert title="Reassign result" withCloseButton onClose={() => setResult(null)} aria-label="Reassign result">
          <Text size="sm">{result.successful}</Text>
          <Text size="sm">{result.failed}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
