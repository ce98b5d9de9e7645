import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { campaignQuery, useSaveTranslation } from '../api/campaigns.ts';
import type { CampaignDetail } from '../api/campaign-view.ts';
import { campaignPagePath } from '../campaign-routes.ts';
import { EMAIL_CAMPAIGN_KIND, type CampaignKindUi } from '../kinds.ts';
import { CampaignPreview } from '../previews/CampaignPreview.tsx';
import { useCampaignProject, type CampaignProjectContext } from '../use-campaign-project.ts';

/** Edits one language's subject (e-mail) or title (push) and body (…/:id/translations/edit/:language_code). */
export default function CampaignTranslationPage() {
  const context = useCampaignProject();
  const params = useParams();
  const id = Number(params['id']);
  const languageCode = params['language_code'] ?? '';
  const campaign = useQuery({
    ...campaignQuery(context?.kind ?? EMAIL_CAMPAIGN_KIND, context?.project ?? '', id),
    enabled: context !== null,
  });
  if (!context) return null;
  if (campaign.isPending) return <Loader />;
  if (campaign.isError) return <Text c="red">{campaign.error.message}</Text>;
  // Keyed by language: moving to another language of the campaign starts that language's form afresh.
  return <TranslationForm key={languageCode} context={context} campaign={campaign.data} languageCode={languageCode} />;
}

interface FormProps {
  context: CampaignProjectContext;
  campaign: CampaignDetail;
  languageCode: string;
}

function TranslationForm({ context, campaign, languageCode }: FormProps) {
  const kind: CampaignKindUi = context.kind;
  const routes = kind.routes(context.names);
  const existing = campaign.translations.find((t) => t.language_code === languageCode);
  const [headline, setHeadline] = useState(existing?.headline ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const fields = [kind.headline, 'body'] as const;
  const [errors, setErrors] = useState<{ fields: Partial<Record<string, string>>; general: string | null }>({ fields: {}, general: null });
  const save = useSaveTranslation(kind, context.project, campaign.id, languageCode);
  const navigate = useNavigate();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { [kind.headline]: headline, body };
    // The contract's schema first, so the admin sees the server's messages without a round trip.
    const checked = kind.translationBody.safeParse(values);
    if (!checked.success) {
      const atFields: Partial<Record<string, string>> = {};
      for (const issue of checked.error.issues) atFields[String(issue.path[0])] ??= issue.message;
      setErrors({ fields: atFields, general: null });
      return;
    }
    setErrors({ fields: {}, general: null });
    try {
      const answer = await save.mutateAsync(values);
      toast.success(answer.message);
      await navigate(campaignPagePath(routes.list));
    } catch (error) {
      setErrors(formErrors(error, fields));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={900}>
        <Title order={2}>
          {campaign.name}: {languageCode}
        </Title>
        {/* Every language the campaign has, so each translation is one click away. */}
        <Group gap="xs" aria-label="Languages of this campaign" role="navigation">
          {campaign.translations.map((t) =>
            t.language_code === languageCode ? (
              <Text key={t.language_code} fw={700} size="sm">
                {t.language_code}
              </Text>
            ) : (
              <Anchor
                key={t.language_code}
                size="sm"
                component={Link}
                to={campaignPagePath(routes.translations, { id: campaign.id, language_code: t.language_code })}
              >
                {t.language_code}
              </Anchor>
            ),
          )}
          {existing ? null : (
            <Text size="sm" c="dimmed">
              {languageCode} is new: saving adds it to the campaign.
            </Text>
          )}
        </Group>
        {errors.general ? (
          <Alert color="red" title="Not saved">
            {errors.general}
          </Alert>
        ) : null}
        <TextInput
          label={kind.headlineLabel}
          value={headline}
          error={errors.fields[kind.headline]}
          onChange={(e) => setHeadline(e.currentTarget.value)}
        />
        <Textarea
          label="Body"
          autosize
          minRows={kind.name === 'email' ? 6 : 3}
          value={body}
          error={errors.fields['body']}
          onChange={(e) => setBody(e.currentTarget.value)}
        />
        <CampaignPreview
          kind={kind}
          headline={headline}
          body={body}
          imageUrl={campaign.image_url ?? undefined}
          deepLink={campaign.deep_link ?? undefined}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}
