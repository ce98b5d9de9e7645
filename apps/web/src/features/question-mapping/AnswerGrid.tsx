import { questionType, type MappingView } from '@bo/contract';
import { Badge, Select, Stack, Table, Text } from '@mantine/core';

export type Choices = Record<number, { answer: string | null; second: string | null }>;

export const MAPPING_LABELS = {
  supplierAnswer: 'Supplier answer',
  precode: 'Precode',
  ourAnswer: 'Our answer',
  secondAnswer: 'Our second answer',
  users: 'Users in country',
  liveSurveys: 'Live surveys',
  unmapped: 'Unmapped',
  save: 'Save mapping',
  edit: 'Edit',
  cancel: 'Cancel',
  remove: 'Remove',
  copy: 'Copy to country',
  confirmCopy: 'Confirm copy',
  removeTitle: 'Remove question mapping',
  removeText: (id: number | string) =>
    `Remove question mapping ${id}? Surveys of this supplier question are no longer targeted from our profiling.`,
  source: 'Source mapping',
  target: 'Target country',
  supplier: 'Supplier',
  country: 'Country',
  supplierQuestion: 'Supplier question',
  ourQuestion: 'Our question',
  secondQuestion: 'Second question (combined)',
} as const;

/** Unmapped rows are amber (specification 04, Question Mapping Details). */
const UNMAPPED_BG = 'var(--mantine-color-yellow-1)';

interface AnswerGridProps {
  view: MappingView;
  /** Editable when given: the current choices and their setter. */
  choices?: Choices;
  onChange?: (next: Choices) => void;
}

/** One supplier question's answers beside ours: read-only (details, copy source) or with pickers. */
export function AnswerGrid({ view, choices, onChange }: AnswerGridProps) {
  const options = view.question.answers.map((a) => ({ value: String(a.id), label: a.text }));
  const secondOptions = view.second_question?.answers.map((a) => ({ value: String(a.id), label: a.text })) ?? [];
  const combined = view.second_question !== null;
  const set = (qa: number, key: 'answer' | 'second', value: string | null) =>
    choices && onChange?.({ ...choices, [qa]: { ...(choices[qa] ?? { answer: null, second: null }), [key]: value } });
  return (
    <Stack gap="xs">
      <Text size="sm">
        {view.supplier_question.supplier_name} · {view.supplier_question.country_code} · {view.supplier_question.supplier_question_id}:{' '}
        {view.supplier_question.text} ({questionType.labelOf(view.supplier_question.question_type)})
      </Text>
      <Table withTableBorder striped={false} data-testid="answer-grid">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{MAPPING_LABELS.precode}</Table.Th>
            <Table.Th>{MAPPING_LABELS.supplierAnswer}</Table.Th>
            <Table.Th>{MAPPING_LABELS.ourAnswer}</Table.Th>
            {combined && <Table.Th>{MAPPING_LABELS.secondAnswer}</Table.Th>}
            {!choices && <Table.Th>{MAPPING_LABELS.users}</Table.Th>}
            {!choices && <Table.Th>{MAPPING_LABELS.liveSurveys}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.answers.map((a) => {
            const chosen = choices?.[a.qualification_answer_id];
            const mapped = choices ? Boolean(chosen?.answer) : a.answer_id !== null;
            return (
              <Table.Tr
                key={a.qualification_answer_id}
                style={mapped ? undefined : { background: UNMAPPED_BG }}
                data-unmapped={!mapped || undefined}
              >
                <Table.Td>{a.precode}</Table.Td>
                <Table.Td>{a.text}</Table.Td>
                <Table.Td>
                  {choices ? (
                    <Select
                      aria-label={`${MAPPING_LABELS.ourAnswer} for ${a.text}`}
                      data={options}
                      value={chosen?.answer ?? null}
                      onChange={(v) => set(a.qualification_answer_id, 'answer', v)}
                      clearable
                      size="xs"
                    />
                  ) : (
                    (a.answer_text ?? <Badge color="yellow">{MAPPING_LABELS.unmapped}</Badge>)
                  )}
                </Table.Td>
                {combined && (
                  <Table.Td>
                    {choices ? (
                      <Select
                        aria-label={`${MAPPING_LABELS.secondAnswer} for ${a.text}`}
                        data={secondOptions}
                        value={chosen?.second ?? null}
                        onChange={(v) => set(a.qualification_answer_id, 'second', v)}
                        clearable
                        size="xs"
                      />
                    ) : (
                      a.second_answer_text
                    )}
                  </Table.Td>
                )}
                {!choices && <Table.Td>{a.users_in_country ?? ''}</Table.Td>}
                {!choices && <Table.Td>{a.live_surveys ?? ''}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
