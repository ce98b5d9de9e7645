import { pathFor, surveyAttacksResource } from '@bo/contract';
import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentRoute } from '../../routing/current-route.ts';
import type { ListRow } from '../table/api/list-rows.ts';
import { TableScreen } from '../table/TableScreen.tsx';
import { MULTI_SEARCH_VALUES_PARAM } from './multi-search-api.ts';
import { useMarkSurveyAttackReviewed } from './survey-attacks-api.ts';

export const SURVEY_ATTACK_LABELS = { markReviewed: 'Mark reviewed', openUsers: 'Open users' } as const;

/** /survey-attacks: the table with the page holders' 'Mark reviewed' and the window's users in Multi Search Users. */
export default function SurveyAttacksPage() {
  const route = useCurrentRoute();
  const markReviewed = useMarkSurveyAttackReviewed();
  const rowActions = (row: ListRow) => (
    <Group gap={4} wrap="nowrap">
      {row.status === 'open' && (
        <Button
          size="compact-xs"
          variant="light"
          loading={markReviewed.isPending && markReviewed.variables === Number(row.id)}
          onClick={() => markReviewed.mutate(Number(row.id))}
        >
          {SURVEY_ATTACK_LABELS.markReviewed}
        </Button>
      )}
      <Anchor
        component={Link}
        size="xs"
        to={`${pathFor('multi_search_users')}?${MULTI_SEARCH_VALUES_PARAM}=${encodeURIComponent(String(row.user_ids ?? ''))}`}
      >
        {SURVEY_ATTACK_LABELS.openUsers}
      </Anchor>
    </Group>
  );
  return <TableScreen resource={surveyAttacksResource} title={route?.title ?? surveyAttacksResource.title} rowActions={rowActions} />;
}
