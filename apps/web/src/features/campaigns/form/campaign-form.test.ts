import { CAMPAIGN_MESSAGES } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { EMAIL_CAMPAIGN_KIND, PUSH_CAMPAIGN_KIND } from '../kinds.ts';
import { campaignBody, campaignFormErrorKeys, checkCampaignBody, emptyCampaignForm, type CampaignFormState } from './campaign-form.ts';

const filled = (kind = EMAIL_CAMPAIGN_KIND): CampaignFormState => ({
  ...emptyCampaignForm(kind),
  name: 'Spring',
  segmentId: '7',
  defaultLanguage: 'en',
  languages: ['en', 'de'],
  translations: { en: { headline: 'Hi', body: '<p>Hello</p>' }, de: { headline: 'Hallo', body: 'Hallo' } },
  scheduleLocal: '2030-01-02T10:00',
});

describe('campaign form', () => {
  it('sends a UTC instant when not in the user time zone, subjects for e-mails', () => {
    const body = campaignBody(EMAIL_CAMPAIGN_KIND, filled());
    expect(body['segment_id']).toBe(7);
    expect(body['scheduled_at']).toBe(new Date('2030-01-02T10:00').toISOString());
    expect(body['user_target_datetime']).toBeNull();
    expect(body['translations']).toEqual([
      { language_code: 'en', subject: 'Hi', body: '<p>Hello</p>' },
      { language_code: 'de', subject: 'Hallo', body: 'Hallo' },
    ]);
    expect(body).not.toHaveProperty('image_url');
  });

  it('sends the wall clock when sending in the user time zone', () => {
    const body = campaignBody(EMAIL_CAMPAIGN_KIND, { ...filled(), sendInUserTimezone: true });
    expect(body['scheduled_at']).toBeNull();
    expect(body['user_target_datetime']).toBe('2030-01-02 10:00');
  });

  it('sends titles, a Draft status and the optional image and deep link for push campaigns', () => {
    const body = campaignBody(PUSH_CAMPAIGN_KIND, { ...filled(PUSH_CAMPAIGN_KIND), imageUrl: ' ', deepLink: 'app://offers' });
    expect(body['status']).toBe(0);
    expect(body['translations']).toContainEqual({ language_code: 'en', title: 'Hi', body: '<p>Hello</p>' });
    expect(body['image_url']).toBeNull();
    expect(body['deep_link']).toBe('app://offers');
    expect(checkCampaignBody(PUSH_CAMPAIGN_KIND, body, true)).toBeNull();
  });

  it('checks with the contract schema, keyed like the server answers', () => {
    const errors = checkCampaignBody(EMAIL_CAMPAIGN_KIND, campaignBody(EMAIL_CAMPAIGN_KIND, emptyCampaignForm(EMAIL_CAMPAIGN_KIND)), true);
    expect(errors?.['name']).toBe(CAMPAIGN_MESSAGES.nameRequired);
    expect(errors?.['segment_id']).toBe(CAMPAIGN_MESSAGES.segmentRequired);
    const blankTitle = {
      ...filled(PUSH_CAMPAIGN_KIND),
      translations: { en: { headline: '', body: 'x' }, de: { headline: 'y', body: 'z' } },
    };
    expect(checkCampaignBody(PUSH_CAMPAIGN_KIND, campaignBody(PUSH_CAMPAIGN_KIND, blankTitle), true)?.['translations.0.title']).toBe(
      CAMPAIGN_MESSAGES.titleRequired,
    );
  });

  it('knows the error keys of every translation shown', () => {
    expect(campaignFormErrorKeys(EMAIL_CAMPAIGN_KIND, filled())).toContain('translations.1.subject');
    expect(campaignFormErrorKeys(PUSH_CAMPAIGN_KIND, filled(PUSH_CAMPAIGN_KIND))).toEqual(
      expect.arrayContaining(['translations.1.title', 'image_url']),
    );
  });
});
