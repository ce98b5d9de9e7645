import { can } from '@bo/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAdmin } from '../auth/session-store.ts';
import { useCurrentRoute } from '../../routing/current-route.ts';
import { campaignPagePath } from './campaign-routes.ts';
import { SegmentList } from './segments/SegmentList.tsx';
import { useCampaignProject } from './use-campaign-project.ts';

/** A product's dynamic campaigns: the way into its e-mail and push-notification campaigns, and its segments. */
export default function CampaignsLandingPage() {
  const route = useCurrentRoute();
  const context = useCampaignProject();
  const admin = useAdmin();
  if (!context || !admin) return null;
  const { names } = context;
  return (
    <Stack gap="md">
      <Title order={2}>{route?.title}</Title>
      <Text c="dimmed">Project: {context.project}</Text>
      <Group>
        <Button component={Link} to={campaignPagePath(names.emails)}>
          Campaign E-Mails
        </Button>
        <Button component={Link} variant="light" to={campaignPagePath(names.pushes)}>
          Push Notifications
        </Button>
        {can(admin, names.emailCreate) ? (
          <Button component={Link} variant="outline" to={campaignPagePath(names.emailCreate)}>
            Create E-Mail Campaign
          </Button>
        ) : null}
        {can(admin, names.pushCreate) ? (
          <Button component={Link} variant="outline" to={campaignPagePath(names.pushCreate)}>
            Create Push Notification
          </Button>
        ) : null}
      </Group>
      <SegmentList project={context.project} />
    </Stack>
  );
}
