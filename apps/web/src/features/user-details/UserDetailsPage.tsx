import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/api-error.ts';
import { toastMessage } from '../../lib/toast-message.ts';
import { useUserDetails } from './api/user-details.ts';
import { OfferEventsPanel } from './actions/offer-events/OfferEventsPanel.tsx';
import { NotesPanel } from './notes/NotesPanel.tsx';
import { FurtherPanels } from './sections/further/FurtherPanels.tsx';
import { ActionsBox } from './sections/ActionsBox.tsx';
import { PerformanceSection } from './sections/PerformanceSection.tsx';
import { QualityQuestionsSection } from './sections/QualityQuestionsSection.tsx';
import { QualitySection } from './sections/QualitySection.tsx';
import { RelatedSections } from './sections/RelatedSections.tsx';
import { ReconciliationSection } from './sections/ReconciliationSection.tsx';
import { SectionFrame } from './sections/SectionFrame.tsx';
import { SmsVerificationSection } from './sections/SmsVerificationSection.tsx';
import { StaffReviewerBanner } from './sections/StaffReviewerBanner.tsx';
import { SupplierStatisticsSection } from './sections/SupplierStatisticsSection.tsx';
import { ThirtyDayChart } from './sections/ThirtyDayChart.tsx';
import { UserDetailsTable } from './sections/UserDetailsTable.tsx';
import { SettingsPanel } from './settings/SettingsPanel.tsx';

/**
 * /user/:userId (specification 02, section 2). Sections keep the specification's order and names;
 * the query is keyed by the user id, so a changed :userId loads the other user.
 */
export default function UserDetailsPage() {
  const { userId } = useParams();
  if (!userId) return null;
  return <UserDetailsScreen key={userId} userId={userId} />;
}

function UserDetailsScreen({ userId }: { userId: string }) {
  const details = useUserDetails(userId);
  if (details.isPending) return <Loader />;
  if (details.isError) {
    const body = details.error instanceof ApiError ? details.error.response.data : details.error;
    return (
      <Alert color="red" title="Error">
        {toastMessage(body)}
      </Alert>
    );
  }
  const d = details.data;
  return (
    <Stack>
      <Title order={2}>User {d.user.id}</Title>
      <StaffReviewerBanner reviewer={d.staff_reviewer} />
      <SectionFrame title="User Details">
        <UserDetailsTable details={d} />
      </SectionFrame>
      <SectionFrame title="Actions">
        <ActionsBox details={d} />
      </SectionFrame>
      <SectionFrame title="User notes">
        <NotesPanel userId={d.user.id} />
      </SectionFrame>
      <PerformanceSection details={d} />
      <SectionFrame title="Offers and Offer Events">
        <OfferEventsPanel userId={d.user.id} />
      </SectionFrame>
      <RelatedSections details={d} />
      <SectionFrame title="Settings">
        <SettingsPanel user={d.user} />
      </SectionFrame>
      <SectionFrame title="Quality">
        <QualitySection details={d} />
      </SectionFrame>
      <SectionFrame title="Reconciliations">
        <ReconciliationSection details={d} />
      </SectionFrame>
      <SectionFrame title="Quality Questions">
        <QualityQuestionsSection answers={d.quality_questions.answers} />
      </SectionFrame>
      <SectionFrame title="SMS Verification">
        <SmsVerificationSection phones={d.phone_verifications} />
      </SectionFrame>
      <SectionFrame title="Supplier Statistics">
        <SupplierStatisticsSection userId={d.user.id} rows={d.supplier_statistics} />
      </SectionFrame>
      <SectionFrame title="Clicks, Completes and Conversion (30 days)">
        <ThirtyDayChart rates={d.completes_and_conversion_rates_thirty_days_ago} />
      </SectionFrame>
      <SectionFrame title="Further Panels">
        <FurtherPanels details={d} />
      </SectionFrame>
    </Stack>
  );
}
