import type { EmailCampaign, PushCampaign } from '@bo/contract';
import type { CampaignKindUi } from '../kinds.ts';

type Summary = Omit<EmailCampaign, 'translations' | 'subject'>;

/** A list row of either kind, its subject or title as `headline`. */
export interface CampaignRow extends Summary {
  headline: string | null;
}

export interface CampaignTranslationView {
  language_code: string;
  headline: string;
  body: string;
}

/** One campaign of either kind with every translation (default language first) and the push-only media. */
export interface CampaignDetail extends CampaignRow {
  translations: CampaignTranslationView[];
  image_url: string | null;
  deep_link: string | null;
}

/** A list row or a campaign of either kind, without its translations. */
type AnyCampaign = Summary & Partial<Record<'subject' | 'title', string | null>>;

export function toCampaignRow(kind: CampaignKindUi, c: AnyCampaign): CampaignRow {
  const { subject, title, ...summary } = c;
  return { ...summary, headline: (kind.headline === 'subject' ? subject : title) ?? null };
}

export function toCampaignDetail(kind: CampaignKindUi, c: EmailCampaign | PushCampaign): CampaignDetail {
  const { translations, ...rest } = c;
  const media = rest as Partial<Record<'image_url' | 'deep_link', string | null>>;
  return {
    ...toCampaignRow(kind, rest),
    translations: (translations as readonly (Record<string, string> & { language_code: string; body: string })[]).map((t) => ({
      language_code: t.language_code,
      headline: t[kind.headline] ?? '',
      body: t.body,
    })),
    image_url: media.image_url ?? null,
    deep_link: media.deep_link ?? null,
  };
}
