import { USER_DETAILS_MESSAGES } from '@bo/contract';
import { Button, Modal, ScrollArea, Stack } from '@mantine/core';
import { useState } from 'react';
import { ApiError, isQuietFailure } from '../../../../lib/api/api-error.ts';
import { toast } from '../../../../lib/toast.ts';
import { LiveQueryForm } from './LiveQueryForm.tsx';
import { LiveQueryResult } from './LiveQueryResult.tsx';
import { useLiveQuery } from './modals-api.ts';

/**
 * Surveys: the live query of the surveys this user would get now (specification 02, sections 5, 7
 * and 8). A failure toasts the server's errors (or data), else the request's message.
 */
export function LiveQueryButton({ userId }: { userId: number }) {
  const [opened, setOpened] = useState(false);
  const [answer, setAnswer] = useState<unknown>(undefined);
  const liveQuery = useLiveQuery(userId);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Surveys
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Live query for user ${userId}`} size="xl">
        <ScrollArea.Autosize mah="70vh">
          <Stack gap="md">
            <LiveQueryForm
              running={liveQuery.isPending}
              onRun={(query) =>
                liveQuery.mutate(query, {
                  onSuccess: (data) => {
                    setAnswer(data);
                    toast.success(USER_DETAILS_MESSAGES.liveQueryFetched);
                  },
                  onError: (e) => {
                    if (!isQuietFailure(e)) toast.error(e instanceof ApiError ? e.response.data : e);
                  },
                })
              }
            />
            {answer !== undefined && <LiveQueryResult answer={answer} />}
          </Stack>
        </ScrollArea.Autosize>
      </Modal>
    </>
  );
}
