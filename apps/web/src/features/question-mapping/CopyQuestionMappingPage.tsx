import { pathFor } from '@bo/contract';
import { Alert, Button, Grid, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toastMessage } from '../../lib/toast-message.ts';
import { AnswerGrid, MAPPING_LABELS, type Choices } from './AnswerGrid.tsx';
import { answersOf, choicesOf, mappingQueries, useCopyMapping } from './mapping-api.ts';

/**
 * /questions-mapping/:questionMappingId/copy/:targetCountryCode (question_mapping_copy): the source
 * mapping beside the target country's supplier question, pre-matched by precode then text; staff
 * fix and confirm, and land on the new mapping.
 */
export default function CopyQuestionMappingPage() {
  const { questionMappingId = '', targetCountryCode = '' } = useParams();
  const navigate = useNavigate();
  const draft = useQuery(mappingQueries.copyDraft(questionMappingId, targetCountryCode));
  const [choices, setChoices] = useState<Choices | null>(null);
  const target = draft.data?.data.target;
  useEffect(() => {
    if (target) setChoices(choicesOf(target));
  }, [target]);
  const copy = useCopyMapping(questionMappingId, targetCountryCode, (answer) =>
    navigate(pathFor('question_mapping_details', { questionMappingId: Number(answer.data?.id) })),
  );
  return (
    <Stack gap="md">
      <Title order={2}>
        Copy Question Mapping {questionMappingId} to {targetCountryCode}
      </Title>
      {draft.isLoading && <Loader />}
      {draft.error && <Alert color="red">{toastMessage(draft.error)}</Alert>}
      {draft.data && target && choices && (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Title order={4}>{MAPPING_LABELS.source}</Title>
              <AnswerGrid view={draft.data.data.source} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <Title order={4}>
                {MAPPING_LABELS.target} {targetCountryCode}
              </Title>
              <AnswerGrid view={target} choices={choices} onChange={setChoices} />
            </Grid.Col>
          </Grid>
          <Button w="fit-content" loading={copy.isPending} onClick={() => copy.mutate(answersOf(choices))}>
            {MAPPING_LABELS.confirmCopy}
          </Button>
        </>
      )}
    </Stack>
  );
}
