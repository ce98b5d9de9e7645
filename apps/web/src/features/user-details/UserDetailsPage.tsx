import { Alert, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api/api-error.ts';
import { toastMessage } from '../../lib/toast-message.ts';
import { useUserDetails } from './api/user-details.ts';
import { pageLayout, sectionTitles, type PageSection } from './page-sections.tsx';
import { SectionFrame } from './sections/SectionFrame.tsx';
import { UserSummaryHeader } from './summary/UserSummaryHeader.tsx';

/** The narrowest column: three columns at 1440 px, two at 1024 px, one below. */
const MIN_COLUMN_PX = 420;

const Frame = ({ section }: { section: PageSection }) => <SectionFrame title={section.title}>{section.body}</SectionFrame>;

/**
 * /user/:userId (specification 02, section 2). The sticky summary header gives the verdict first; the
 * sections keep the specification's names in a dense grid (page-sections.tsx). The query is keyed
 * by the user id, so a changed :userId loads the other user.
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
  const layout = pageLayout(d);
  return (
    <Stack>
      <Title order={2}>User {d.user.id}</Title>
      <UserSummaryHeader details={d} sectionTitles={sectionTitles(layout)} />
      <SimpleGrid minColWidth={MIN_COLUMN_PX} style={{ alignItems: 'start' }}>
        {layout.columns.map((column) => (
          <Stack key={column[0]?.title}>
            {column.map((s) => (
              <Frame key={s.title} section={s} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
      {layout.wide.map((s) => (
        <Frame key={s.title} section={s} />
      ))}
      <SimpleGrid minColWidth={MIN_COLUMN_PX} style={{ alignItems: 'start' }}>
        {layout.charts.map((s) => (
          <Frame key={s.title} section={s} />
        ))}
      </SimpleGrid>
      <Frame section={layout.further} />
    </Stack>
  );
}
