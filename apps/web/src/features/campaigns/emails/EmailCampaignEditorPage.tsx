import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { useCurrentRoute } from '../../../routing/current-route.ts';
import { emailCampaignQuery, useSaveEmailCampaign } from '../api/campaigns.ts';
import { campaignPagePath } from '../campaign-routes.ts';
import { useCampaignProject } from '../use-campaign-project.ts';
import { EmailCampaignForm } from './EmailCampaignForm.tsx';
import { emailFormFromCampaign, emptyEmailForm } from './email-form.ts';

/** Create (no :id) and edit of an e-mail campaign; a save returns to the list, which shows the row. */
export default function EmailCampaignEditorPage() {
  const route = useCurrentRoute();
  const context = useCampaignProject();
  const params = useParams();
  const navigate = useNavigate();
  const id = params['id'] ? Number(params['id']) : null;
  const project = context?.project ?? '';
  const save = useSaveEmailCampaign(project, id);
  const existing = useQuery({ ...emailCampaignQuery(project, id ?? 0), enabled: context !== null && id !== null });
  if (!context) return null;

  const submit = async (body: unknown) => {
    const answer = await save.mutateAsync(body);
    toast.success(answer.message);
    await navigate(campaignPagePath(context.names.emails));
  };

  let content;
  if (id === null) content = <EmailCampaignForm project={project} initial={emptyEmailForm()} saving={save.isPending} onSubmit={submit} />;
  else if (existing.isPending) content = <Loader />;
  else if (existing.isError) content = <Text c="red">{existing.error.message}</Text>;
  else content = <EmailCampaignForm key={existing.data.id} project={project} initial={emailFormFromCampaign(existing.data)} saving={save.isPending} onSubmit={submit} />;

  return (
    <Stack gap="md">
      <Title order={2}>{route?.title}</Title>
      {content}
    </Stack>
  );
}
