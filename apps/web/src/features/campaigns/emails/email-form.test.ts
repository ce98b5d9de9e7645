import { describe, expect, it } from 'vitest';
import { emailCampaignBody, emailFormErrorKeys, emptyEmailForm } from './email-form.ts';

describe('e-mail campaign form', () => {
  const state = {
    ...emptyEmailForm(),
    name: 'Spring',
    segmentId: '7',
    defaultLanguage: 'en',
    languages: ['en', 'de'],
    translations: { en: { subject: 'Hi', body: '<p>Hello</p>' }, de: { subject: 'Hallo', body: 'Hallo' } },
    scheduleLocal: '2030-01-02T10:00',
  };
  it('sends a UTC instant when not in the user time zone', () => {
    const body = emailCampaignBody(state);
    expect(body.segment_id).toBe(7);
    expect(body.scheduled_at).toBe(new Date('2030-01-02T10:00').toISOString());
    expect(body.user_target_datetime).toBeNull();
    expect(body.translations).toEqual([
      { language_code: 'en', subject: 'Hi', body: '<p>Hello</p>' },
      { language_code: 'de', subject: 'Hallo', body: 'Hallo' },
    ]);
  });
  it('sends the wall clock when sending in the user time zone', () => {
    const body = emailCampaignBody({ ...state, sendInUserTimezone: true });
    expect(body.scheduled_at).toBeNull();
    expect(body.user_target_datetime).toBe('2030-01-02 10:00');
  });
  it('knows the error keys of every translation shown', () => {
    expect(emailFormErrorKeys(state)).toContain('translations.1.subject');
  });
});
