import { Alert, Button, Group, MultiSelect, Select, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrors } from '../../../lib/api/form-errors.ts';
import { useFieldErrors } from '../../../lib/form-validation.ts';
import { campaignLanguagesQuery, segmentOptionsQuery } from '../api/campaigns.ts';
import type { CampaignKindUi } from '../kinds.ts';
import { CampaignPreview } from '../previews/CampaignPreview.tsx';
import { adminTimeZone, formatUtc, localInputToUtc } from '../schedule.ts';
import {
  campaignBody,
  campaignFormErrorKeys,
  checkCampaignBody,
  type CampaignFormState,
  type FieldErrors,
  type TranslationDraft,
} from './campaign-form.ts';

interface Props {
  kind: CampaignKindUi;
  project: string;
  initial: CampaignFormState;
  /** Create (no campaign yet) checks with the create schema, edit with the update schema. */
  creating: boolean;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}

interface Errors {
  fields: FieldErrors;
  general: string | null;
}

/** Splits field messages into those shown at an input and the rest, shown above the form. */
function placeErrors(fields: FieldErrors, shown: readonly string[]): Errors {
  const atFields: FieldErrors = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (shown.includes(key)) atFields[key] = message;
    else if (message) rest.push(message);
  }
  return { fields: atFields, general: rest.length > 0 ? rest.join('\n') : null };
}

/** The value of a body at an error key such as `translations.0.subject`. */
function valueAt(body: unknown, key: string): unknown {
  let value = body;
  for (const part of key.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/**
 * The campaign editor of both kinds: name, segment, status, schedule in the admin's zone with its UTC
 * instant, subject (e-mail) or title (push) and body per language, push image and deep link, live preview.
 */
export function CampaignForm({ kind, project, initial, creating, saving, onSubmit }: Props) {
  const [state, setState] = useState<CampaignFormState>(initial);
  const [general, setGeneral] = useState<string | null>(null);
  const [previewLanguage, setPreviewLanguage] = useState<string | null>(initial.defaultLanguage);
  const segments = useQuery(segmentOptionsQuery(project, kind.segmentType)).data ?? [];
  const languages = useQuery(campaignLanguagesQuery(project)).data ?? [];
  const set = (patch: Partial<CampaignFormState>) => setState((s) => ({ ...s, ...patch }));
  const setText = (code: string, patch: Partial<TranslationDraft>) =>
    setState((s) => ({ ...s, translations: { ...s.translations, [code]: { headline: '', body: '', ...s.translations[code], ...patch } } }));
  const body = campaignBody(kind, state);
  const keys = campaignFormErrorKeys(kind, state);
  // A field's error goes once the field is valid again (issue 19).
  const fieldErrors = useFieldErrors<string>(Object.fromEntries(keys.map((key) => [key, valueAt(body, key)])), () => {
    const invalid = checkCampaignBody(kind, body, creating);
    return invalid ? placeErrors(invalid, keys).fields : {};
  });
  const setErrors = (errors: Errors) => {
    fieldErrors.set(errors.fields);
    setGeneral(errors.general);
  };
  const err = (key: string) => fieldErrors.errors[key];
  const utc = state.sendInUserTimezone ? null : localInputToUtc(state.scheduleLocal);
  const languageName = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  const languageData = languages.map((l) => ({ value: l.code, label: l.name }));
  const shown = previewLanguage && state.languages.includes(previewLanguage) ? previewLanguage : (state.languages[0] ?? null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = checkCampaignBody(kind, body, creating);
    if (invalid) {
      setErrors(placeErrors(invalid, keys));
      return;
    }
    setErrors({ fields: {}, general: null });
    try {
      await onSubmit(body);
    } catch (error) {
      setErrors(formErrors(error, keys));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={900}>
        {general ? (
          <Alert color="red" title="Not saved" style={{ whiteSpace: 'pre-line' }}>
            {general}
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
        <Select
          label="Status"
          allowDeselect={false}
          data={kind.editorStatuses.map((o) => ({ value: String(o.value), label: o.label }))}
          value={state.status}
          error={err('status')}
          onChange={(v) => v && set({ status: v })}
        />
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
          data={languageData}
          value={state.defaultLanguage}
          error={err('default_language_code')}
          onChange={(v) =>
            set({ defaultLanguage: v, languages: v && !state.languages.includes(v) ? [v, ...state.languages] : state.languages })
          }
        />
        <MultiSelect
          label="Languages"
          searchable
          data={languageData}
          value={state.languages}
          error={err('translations')}
          onChange={(v) => set({ languages: v })}
        />
        {kind.hasMedia ? (
          <Group grow align="flex-start">
            <TextInput
              label="Image URL (optional)"
              placeholder="https://..."
              value={state.imageUrl}
              error={err('image_url')}
              onChange={(e) => set({ imageUrl: e.currentTarget.value })}
            />
            <TextInput
              label="Deep link (optional)"
              placeholder="app://offers"
              value={state.deepLink}
              error={err('deep_link')}
              onChange={(e) => set({ deepLink: e.currentTarget.value })}
            />
          </Group>
        ) : null}
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
                    label={`${kind.headlineLabel} (${code})`}
                    value={state.translations[code]?.headline ?? ''}
                    error={err(`translations.${i}.${kind.headline}`) ?? err(`translations.${i}.language_code`)}
                    onChange={(e) => setText(code, { headline: e.currentTarget.value })}
                    onFocus={() => setPreviewLanguage(code)}
                  />
                  <Textarea
                    label={`Body (${code})`}
                    autosize
                    minRows={kind.name === 'email' ? 5 : 3}
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
          <Text size="sm" c="dimmed">
            Choose the default language to write the {kind.headlineLabel.toLowerCase()} and body.
          </Text>
        )}
        {shown ? (
          <CampaignPreview
            kind={kind}
            headline={state.translations[shown]?.headline ?? ''}
            body={state.translations[shown]?.body ?? ''}
            imageUrl={state.imageUrl.trim()}
            deepLink={state.deepLink.trim()}
          />
        ) : null}
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
