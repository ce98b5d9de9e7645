import { USER_DETAILS_EMPTY } from '@bo/contract';
import { Loader } from '@mantine/core';
import { useProfilingBasics, useSimilarProfiling } from '../../api/panels.ts';
import { formatDay, percent } from '../../format.ts';
import { UserIdWidget } from '../../widgets/UserIdWidget.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { SimpleTable, type SimpleColumn } from './SimpleTable.tsx';

type Similar = NonNullable<ReturnType<typeof useSimilarProfiling>['data']>[number];
type Basic = NonNullable<ReturnType<typeof useProfilingBasics>['data']>[number];

const SIMILAR_COLUMNS: readonly SimpleColumn<Similar>[] = [
  { title: 'User', cell: (r) => <UserIdWidget userId={r.user_id} status={r.status} /> },
  { title: 'App', cell: (r) => r.app_name },
  { title: 'Similarity', cell: (r) => percent(r.similarity_percentage) },
  { title: 'Matching Inputs', cell: (r) => r.answer_input },
  { title: 'Created', cell: (r) => formatDay(r.created_at) },
];

const BASIC_COLUMNS: readonly SimpleColumn<Basic>[] = [
  { title: 'Question', cell: (r) => r.question_text },
  { title: 'Answer', cell: (r) => r.answer_text ?? r.answer_input ?? '-' },
  { title: 'Source', cell: (r) => r.source },
];

/** Users whose profiling inputs match the user's (GET /api/user-profiling/:id/similar). */
export function SimilarProfilingPanel({ userId }: { userId: string }) {
  const similar = useSimilarProfiling(userId);
  if (similar.isPending) return <Loader size="sm" />;
  if (similar.isError) return <LoadFailure error={similar.error} />;
  return (
    <SimpleTable
      label="Similar user profiling"
      columns={SIMILAR_COLUMNS}
      rows={similar.data}
      rowKey={(r) => String(r.user_id)}
      empty={USER_DETAILS_EMPTY.noResult}
    />
  );
}

/** The user's basic profiling answers (GET /api/user-profiling/:id/basics). */
export function ProfilingBasicsPanel({ userId }: { userId: string }) {
  const basics = useProfilingBasics(userId);
  if (basics.isPending) return <Loader size="sm" />;
  if (basics.isError) return <LoadFailure error={basics.error} />;
  return (
    <SimpleTable
      label="User profiling basics"
      columns={BASIC_COLUMNS}
      rows={basics.data}
      rowKey={(r) => `${r.question_id}-${r.answer_text ?? ''}-${r.answer_input ?? ''}`}
      empty={USER_DETAILS_EMPTY.noData}
    />
  );
}
