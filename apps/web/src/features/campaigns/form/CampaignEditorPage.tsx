import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { useCurrentRoute } from '../../../routing/current-route.ts';
import { campaignQuery, useSaveCampaign } from '../api/campaigns.ts';
import { campaignPagePath } from '../campaign-routes.ts';
import { EMAIL_CAMPAIGN_KIND } from '../kinds.ts';
import { useCampaignProject } from '../use-campaign-project.ts';
import { CampaignForm } from './CampaignForm.tsx';
import { campaignFormFrom, emptyCampaignForm } from './campaign-form.ts';

/** Create (no :id) and edit of an e-mail or push campaign; a save returns to the list, which shows the row. */
export default function CampaignEditorPage() {
  const route = useCurrentRoute();
  const context = useCampaignProject();
  const params = useParams();
  const navigate = useNavigate();
  const id = params['id'] ? Number(params['id']) : null;
  const project = context?.project ?? '';
  // Hooks run before the early return: without a campaign route the e-mail kind stands in, unused.
  const kind = context?.kind ?? EMAIL_CAMPAIGN_KIND;
  const save = useSaveCampaign(kind, project, id);
  const existing = useQuery({ ...campaignQuery(kind, project, id ?? 0), enabled: context !== null && id !== null });
  if (!context) return null;

  const submit = async (body: Record<string, unknown>) => {
    const answer = await save.mutateAsync(body);
    toast.success(answer.message);
    await navigate(campaignPagePath(kind.routes(context.names).list));
  };

  let content;
  if (id === null)
    content = (
      <CampaignForm kind={kind} project={project} creating initial={emptyCampaignForm(kind)} saving={save.isPending} onSubmit={submit} />
    );
  else if (existing.isPending) content = <Loader />;
  else if (existing.isError) content = <Text c="red">{existing.error.message}</Text>;
  else
    content = (
      <CampaignForm
        key={existing.data.id}
        kind={kind}
        project={project}
        creating={false}
        initial={campaignFormFrom(existing.data)}
        saving={save.isPending}
        onSubmit={submit}
      />
    );

  return (
    <Stack gap="md">
      <Title order={2}>{route?.title}</Title>
      {content}
    </Stack>
  );
}
