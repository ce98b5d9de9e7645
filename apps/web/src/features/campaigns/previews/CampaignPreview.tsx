import type { CampaignKindUi } from '../kinds.ts';
import { EmailPreview } from './EmailPreview.tsx';
import { PushPreview } from './PushPreview.tsx';

interface Props {
  kind: CampaignKindUi;
  headline: string;
  body: string;
  imageUrl?: string;
  deepLink?: string;
}

/** The preview of the kind: an e-mail with its HTML body, or a push notification. */
export function CampaignPreview({ kind, headline, body, imageUrl, deepLink }: Props) {
  return kind.name === 'email' ? (
    <EmailPreview subject={headline} body={body} />
  ) : (
    <PushPreview title={headline} body={body} imageUrl={imageUrl} deepLink={deepLink} />
  );
}
