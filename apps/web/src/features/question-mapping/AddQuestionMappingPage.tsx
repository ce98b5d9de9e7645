import { pathFor } from '@bo/contract';
import { Alert, Button, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '../../lib/api/form-errors.ts';
import { AnswerGrid, MAPPING_LABELS, type Choices } from './AnswerGrid.tsx';
import { answersOf, choicesOf, mappingQueries, useStoreMapping } from './mapping-api.ts';

const FIELDS = ['qualification_question_id', 'question_id', 'second_question_id', 'answers'] as const;

/**
 * /questions-mapping/add (question_mapping_add): supplier, country, the supplier question, our
 * question (and a second one for a combined mapping), then the answer grid pre-matched by text.
 */
export default function AddQuestionMappingPage() {
  const navigate = useNavigate();
  const [supplier, setSupplier] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [supplierQuestion, setSupplierQuestion] = useState<string | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const options = useQuery(mappingQueries.addOptions(supplier, country));
  const draft = useQuery(mappingQueries.draft(supplierQuestion, question, second));
  const view = draft.data?.data;
  useEffect(() => setChoices(view ? choicesOf(view) : null), [view]);
  const storeBody = (c: Choices) => ({
    qualification_question_id: Number(supplierQuestion),
    question_id: Number(question),
    second_question_id: second ? Number(second) : null,
    answers: answersOf(c),
  });
  const store = useStoreMapping(
    (answer) => void navigate(pathFor('question_mapping_details', { questionMappingId: Number(answer.data?.id) })),
  );
  const errors = store.error ? formErrors(store.error, FIELDS) : null;
  const data = options.data?.data;
  return (
    <Stack gap="md">
      <Title order={2}>Add Question Mapping</Title>
      <Group align="flex-end">
        <Select
          label={MAPPING_LABELS.supplier}
          data={data?.suppliers ?? []}
          value={supplier}
          onChange={(v) => (setSupplier(v), setSupplierQuestion(null))}
          searchable
          w={220}
        />
        <Select
          label={MAPPING_LABELS.country}
          data={data?.countries ?? []}
          value={country}
          onChange={(v) => (setCountry(v), setSupplierQuestion(null))}
          searchable
          w={180}
        />
        <Select
          label={MAPPING_LABELS.supplierQuestion}
          data={data?.supplier_questions ?? []}
          value={supplierQuestion}
          onChange={setSupplierQuestion}
          error={errors?.fields.qualification_question_id}
          searchable
          w={360}
        />
      </Group>
      <Group align="flex-end">
        <Select
          label={MAPPING_LABELS.ourQuestion}
          data={data?.questions ?? []}
          value={question}
          onChange={setQuestion}
          error={errors?.fields.question_id}
          searchable
          w={360}
        />
        <Select
          label={MAPPING_LABELS.secondQuestion}
          data={data?.questions ?? []}
          value={second}
          onChange={setSecond}
          error={errors?.fields.second_question_id}
          clearable
          searchable
          w={360}
        />
      </Group>
      {view && choices && <AnswerGrid view={view} choices={choices} onChange={setChoices} />}
      {errors?.fields.answers && <Alert color="red">{errors.fields.answers}</Alert>}
      {errors?.general && <Alert color="red">{errors.general}</Alert>}
      <Button w="fit-content" disabled={!choices} loading={store.isPending} onClick={() => choices && store.mutate(storeBody(choices))}>
        {MAPPING_LABELS.save}
      </Button>
    </Stack>
  );
}
