import type { EmailCampaign } from '@bo/contract';
import { Alert, Button, Loader, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { emailCampaignQuery, useSaveEmailTranslation } from '../api/campaigns.ts';
import { campaignPagePath } from '../campaign-routes.ts';
import { useCampaignProject } from '../use-campaign-project.ts';
import { EmailPreview } from './EmailPreview.tsx';

const FIELDS = ['subject', 'body'] as const;

/** Edits one language's subject and body of an e-mail campaign (…/emails/:id/translations/edit/:language_code). */
export default function EmailTranslationEditorPage() {
  const context = useCampaignProject();
  const params = useParams();
  const id = Number(params['id']);
  const languageCode = params['language_code'] ?? '';
  const campaign = useQuery({ ...emailCampaignQuery(context?.project ?? '', id), enabled: context !== null });
  if (!context) return null;
  if (campaign.isPending) return <Loader />;
  if (campaign.isError) return <Text c="red">{campaign.error.message}</Text>;
  return <TranslationForm project={context.project} campaign={campaign.data} languageCode={languageCode} listPath={campaignPagePath(context.names.emails)} />;
}

function TranslationForm({ project, campaign, languageCode, listPath }: { project: string; campaign: EmailCampaign; languageCode: string; listPath: string }) {
  const existing = campaign.translations.find((t) => t.language_code === languageCode);
  const [subject, setSubject] = useState(existing?.subject ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [errors, setErrors] = useState<{ fields: Partial<Record<(typeof FIELDS)[number], string>>; general: string | null }>({ fields: {}, general: null });
  const save = useSaveEmailTranslation(project, campaign.id, languageCode);
  const navigate = useNavigate();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {}, general: null });
    try {
      const answer = await save.mutateAsync({ subject, body });
      toast.success(answer.message);
      await navigate(listPath);
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={900}>
        <Title order={2}>
          {campaign.name}: {languageCode}
        </Title>
        {errors.general ? <Alert color="red" title="Not saved">{errors.general}</Alert> : null}
        <TextInput label="Subject" value={subject} error={errors.fields.subject} onChange={(e) => setSubject(e.currentTarget.value)} />
        <Textarea label="Body" autosize minRows={6} value={body} error={errors.fields.body} onChange={(e) => setBody(e.currentTarget.value)} />
        <EmailPreview subject={subject} body={body} />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}
