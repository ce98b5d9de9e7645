import { ageQuestionsResource } from '@bo/contract';
import { Button } from '@mantine/core';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { useMarkAgeQuestion } from './mapping-api.ts';

export const AGE_QUESTION_LABELS = { mark: 'Mark as age question', unmark: 'Unmark' } as const;

/** /age-questions: page holders mark or unmark a supplier question answered from the birthday (mark-as-age-question). */
export default function AgeQuestionsPage() {
  const route = useCurrentRoute();
  const mark = useMarkAgeQuestion();
  const rowActions = (row: ListRow) => (
    <Button size="compact-xs" variant="light" loading={mark.isPending && mark.variables === row} onClick={() => mark.mutate(row)}>
      {row.is_age_question ? AGE_QUESTION_LABELS.unmark : AGE_QUESTION_LABELS.mark}
    </Button>
  );
  return <TableScreen resource={ageQuestionsResource} title={route?.title ?? ageQuestionsResource.title} rowActions={rowActions} />;
}
