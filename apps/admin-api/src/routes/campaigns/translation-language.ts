import { CAMPAIGN_MESSAGES, isCampaignLanguage } from '@bo/contract';
import { unprocessable } from '@bo/server-kit';

/** The :language_code of a translation path, lower-cased; an unknown language is 422. */
export function translationLanguage(code: string): string {
  const language = code.trim().toLowerCase();
  if (!isCampaignLanguage(language)) throw unprocessable({ language_code: [CAMPAIGN_MESSAGES.languageUnknown(code)] });
  return language;
}
