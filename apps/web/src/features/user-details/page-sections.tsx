import type { UserDetails } from '@bo/contract';
import type { ReactNode } from 'react';
import { GoodwillCreditsList } from './actions/credit/GoodwillCreditsList.tsx';
import { OfferEventsPanel } from './actions/offer-events/OfferEventsPanel.tsx';
import { NotesPanel } from './notes/NotesPanel.tsx';
import { ConnectedAccountsSection } from './sections/accounts/ConnectedAccountsSection.tsx';
import { FurtherPanels } from './sections/further/FurtherPanels.tsx';
import { PayoutChart } from './sections/PayoutChart.tsx';
import { PerformanceFigures } from './sections/PerformanceSection.tsx';
import { QualityQuestionsSection } from './sections/QualityQuestionsSection.tsx';
import { QualitySection } from './sections/QualitySection.tsx';
import { ReconciliationSection } from './sections/ReconciliationSection.tsx';
import { SameOffersSection } from './sections/SameOffersSection.tsx';
import { SmsVerificationSection } from './sections/SmsVerificationSection.tsx';
import { SupplierStatisticsSection } from './sections/SupplierStatisticsSection.tsx';
import { ThirtyDayChart } from './sections/ThirtyDayChart.tsx';
import { UserDetailsTable } from './sections/UserDetailsTable.tsx';
import { SettingsPanel } from './settings/SettingsPanel.tsx';

/** A section of the page: the specification's name (its region's label and its link) and its body. */
export interface PageSection {
  title: string;
  body: ReactNode;
}

/**
 * The sections of /user/:userId (specification 02, section 2) laid out for a fraud reviewer: three
 * columns of the narrow sections (details and figures; quality; notes, settings and reconciliations),
 * then the wide tables one under the other, the two charts side by side and the further panels. The
 * Actions box is in the summary header.
 */
export interface PageLayout {
  columns: PageSection[][];
  wide: PageSection[];
  charts: PageSection[];
  further: PageSection;
}

export function pageLayout(d: UserDetails): PageLayout {
  const userId = d.user.id;
  return {
    columns: [
      [
        { title: 'User Details', body: <UserDetailsTable details={d} /> },
        {
          title: 'Performance',
          body: (
            <>
              <PerformanceFigures details={d} />
              <GoodwillCreditsList userId={userId} />
            </>
          ),
        },
      ],
      [{ title: 'Quality', body: <QualitySection details={d} /> }],
      [
        { title: 'User notes', body: <NotesPanel userId={userId} /> },
        { title: 'Settings', body: <SettingsPanel user={d.user} /> },
        { title: 'Reconciliations', body: <ReconciliationSection details={d} /> },
      ],
    ],
    wide: [
      { title: 'Offers and Offer Events', body: <OfferEventsPanel userId={userId} /> },
      { title: 'Connected Accounts', body: <ConnectedAccountsSection details={d} /> },
      ...(d.related_accounts.has_same_offers_taken
        ? [{ title: 'Same Offers Taken', body: <SameOffersSection userId={String(userId)} /> }]
        : []),
      { title: 'Supplier Statistics', body: <SupplierStatisticsSection userId={userId} rows={d.supplier_statistics} /> },
      { title: 'Quality Questions', body: <QualityQuestionsSection answers={d.quality_questions.answers} /> },
      { title: 'SMS Verification', body: <SmsVerificationSection phones={d.phone_verifications} /> },
    ],
    charts: [
      { title: 'Publisher Payout', body: <PayoutChart chart={d.daily_payout_chart} /> },
      {
        title: 'Clicks, Completes and Conversion (30 days)',
        body: <ThirtyDayChart rates={d.completes_and_conversion_rates_thirty_days_ago} />,
      },
    ],
    further: { title: 'Further Panels', body: <FurtherPanels details={d} /> },
  };
}

/** Every section title in the order of the page, for the section links. */
export const sectionTitles = (layout: PageLayout): string[] =>
  [...layout.columns.flat(), ...layout.wide, ...layout.charts, layout.further].map((s) => s.title);
