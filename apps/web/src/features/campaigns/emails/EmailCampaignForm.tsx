import { EMAIL_CAMPAIGN_EDITOR_STATUSES, emailCampaignStatus } from '@bo/contract';
import { Alert, Button, Group, MultiSelect, Select, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { emailLanguagesQuery, segmentOptionsQuery } from '../api/campaigns.ts';
import { adminTimeZone, formatUtc, localInputToUtc } from '../schedule.ts';
import { EmailPreview } from './EmailPreview.tsx';
import { emailCampaignBody, emailFormErrorKeys, type EmailFormState } from './email-form.ts';

const STATUS_DATA = emailCampaignStatus.options
  .filter((o) => EMAIL_CAMPAIGN_EDITOR_STATUSES.includes(o.value))
  .map((o) => ({ value: String(o.value), label: o.label }));

interface Props {
  project: string;
  initial: EmailFormState;
  saving: boolean;
  onSubmit: (body: ReturnType<typeof emailCampaignBody>) => Promise<unknown>;
}

/** The e-mail campaign editor: fields, schedule in the admin's zone with its UTC instant, subject and body per language, live preview. */
export function EmailCampaignForm({ project, initial, saving, onSubmit }: Props) {
  const [state, setState] = useState<EmailFormState>(initial);
  const [errors, setErrors] = useState<{ fields: Partial<Record<string, string>>; general: string | null }>({ fields: {}, general: null });
  const [previewLanguage, setPreviewLanguage] = useState<string | null>(initial.defaultLanguage);
  const segments = useQuery(segmentOptionsQuery(project, 'email')).data ?? [];
  const languages = useQuery(emailLanguagesQuery(project)).data ?? [];
  const set = (patch: Partial<EmailFormState>) => setState((s) => ({ ...s, ...patch }));
  const setText = (code: string, patch: Partial<{ subject: string; body: string }>) =>
    setState((s) => ({
      ...s,
      translations: { ...s.translations, [code]: { subject: '', body: '', ...s.translations[code], ...patch } },
    }));
  const err = (key: string) => errors.fields[key];
  const utc = state.sendInUserTimezone ? null : localInputToUtc(state.scheduleLocal);
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const shown = previewLanguage && state.languages.includes(previewLanguage) ? previewLanguage : (state.languages[0] ?? null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {}, general: null });
    try {
      await onSubmit(emailCampaignBody(state));
    } catch (error) {
      setErrors(formErrors(error, emailFormErrorKeys(state)));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={900}>
        {errors.general ? (
          <Alert color="red" title="Not saved" style={{ whiteSpace: 'pre-line' }}>
            {errors.general}
          </Alert>
        ) : null}
        <TextInput label="Name" required value={state.name} error={err('name')} onChange={(e) => set({ name: e.currentTarget.value })} />
        <Select
          label="Segment"
          required
          searchable
          data={segments.map((s) => ({ value: String(s.id), label: s.name }))}
          value={state.segmentId}
          error={err('segment_id')}
          onChange={(v) => set({ segmentId: v })}
        />
        <Select label="Status" allowDeselect={false} data={STATUS_DATA} value={state.status} error={err('status')} onChange={(v) => v && set({ status: v })} />
        <Switch
          label="Send in each user's time zone"
          checked={state.sendInUserTimezone}
          onChange={(e) => set({ sendInUserTimezone: e.currentTarget.checked })}
        />
        <TextInput
          type="datetime-local"
          label={state.sendInUserTimezone ? "Send at (each user's local time)" : `Send at (your time zone: ${adminTimeZone()})`}
          value={state.scheduleLocal}
          error={err(state.sendInUserTimezone ? 'user_target_datetime' : 'scheduled_at')}
          description={utc ? `UTC: ${formatUtc(utc)}` : undefined}
          onChange={(e) => set({ scheduleLocal: e.currentTarget.value })}
        />
        <Select
          label="Default language"
          required
          searchable
          data={languages.map((l) => ({ value: l.code, label: l.name }))}
          value={state.defaultLanguage}
          error={err('default_language_code')}
          onChange={(v) =>
            set({ defaultLanguage: v, languages: v && !state.languages.includes(v) ? [v, ...state.languages] : state.languages })
          }
        />
        <MultiSelect
          label="Languages"
          searchable
          data={languages.map((l) => ({ value: l.code, label: l.name }))}
          value={state.languages}
          error={err('translations')}
          onChange={(v) => set({ languages: v })}
        />
        {state.languages.length > 0 ? (
          <Tabs defaultValue={state.languages[0]}>
            <Tabs.List>
              {state.languages.map((code) => (
                <Tabs.Tab key={code} value={code}>
                  {languageName(code)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {state.languages.map((code, i) => (
              <Tabs.Panel key={code} value={code} pt="xs">
                <Stack gap="xs">
                  <TextInput
                    label={`Subject (${code})`}
                    value={state.translations[code]?.subject ?? ''}
                    error={err(`translations.${i}.subject`) ?? err(`translations.${i}.language_code`)}
                    onChange={(e) => setText(code, { subject: e.currentTarget.value })}
                    onFocus={() => setPreviewLanguage(code)}
                  />
                  <Textarea
                    label={`Body (${code})`}
                    autosize
                    minRows={5}
                    value={state.translations[code]?.body ?? ''}
                    error={err(`translations.${i}.body`)}
                    onChange={(e) => setText(code, { body: e.currentTarget.value })}
                    onFocus={() => setPreviewLanguage(code)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          <Text size="sm" c="dimmed">Choose the default language to write the subject and body.</Text>
        )}
        {shown ? <EmailPreview subject={state.translations[shown]?.subject ?? ''} body={state.translations[shown]?.body ?? ''} /> : null}
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
