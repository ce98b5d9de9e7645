/**
 * Languages a campaign can be written in (GET /api/:project/email-campaigns/languages, also used by
 * push campaigns). ISO 639-1 codes; English is the usual default language.
 */
export const CAMPAIGN_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'da', name: 'Danish' },
  { code: 'no', name: 'Norwegian' },
  { code: 'fi', name: 'Finnish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
];
export const CAMPAIGN_LANGUAGE_CODES: readonly string[] = CAMPAIGN_LANGUAGES.map((l) => l.code);
export const isCampaignLanguage = (code: string): boolean => CAMPAIGN_LANGUAGE_CODES.includes(code);
