import { Paper, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useCurrentRoute } from '../../../routing/current-route.ts';
import { SurveyCard } from '../hover-cards/SurveyCard.tsx';
import { DETAIL_PAGES } from './detail-pages.ts';
import { EntityDetails } from './EntityDetails.tsx';

/**
 * The detail pages of the core entities (/survey/:surveyId, /supplier/:supplierId ...): the route
 * picks its definition in DETAIL_PAGES. A survey also shows its card (performance, buyer, reasons).
 */
export default function EntityDetailPage() {
  const route = useCurrentRoute();
  const params = useParams();
  const page = route ? DETAIL_PAGES[route.name] : undefined;
  const id = page ? params[page.param] : undefined;
  if (!page || !id) return null;
  return (
    <EntityDetails key={id} page={page} id={id}>
      {route?.name === 'survey_details' && (
        <Paper withBorder p="md" maw={420} component="section" aria-label="Survey summary">
          <Title order={4} mb="xs">
            Summary
          </Title>
          <SurveyCard surveyId={id} />
        </Paper>
      )}
    </EntityDetails>
  );
}
