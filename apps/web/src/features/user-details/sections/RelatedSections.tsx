import type { UserDetails } from '@bo/contract';
import { ConnectedAccountsSection } from './accounts/ConnectedAccountsSection.tsx';
import { PayoutChart } from './PayoutChart.tsx';
import { SameOffersSection } from './SameOffersSection.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/**
 * Sections 5 to 7 of the page: connected and related accounts, the same offers taken (only when
 * related_accounts.has_same_offers_taken) and the daily publisher payout chart.
 */
export function RelatedSections({ details }: { details: UserDetails }) {
  return (
    <>
      <SectionFrame title="Connected Accounts">
        <ConnectedAccountsSection details={details} />
      </SectionFrame>
      {details.related_accounts.has_same_offers_taken && (
        <SectionFrame title="Same Offers Taken">
          <SameOffersSection userId={String(details.user.id)} />
        </SectionFrame>
      )}
      <SectionFrame title="Publisher Payout">
        <PayoutChart chart={details.daily_payout_chart} />
      </SectionFrame>
    </>
  );
}
