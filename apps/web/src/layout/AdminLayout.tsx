import type { Admin } from '@bo/contract';
import { Box } from '@mantine/core';
import { EnrolmentGate } from '../features/account/EnrolmentGate.tsx';
import { QuickLinksBar } from '../features/entities/quick-links/QuickLinksBar.tsx';
import { PermissionGate } from '../routing/PermissionGate.tsx';
import { ActingAsBanner } from './ActingAsBanner.tsx';
import { ScrollToTopButton, TOP_BUTTON_CLEARANCE_PX } from './ScrollToTopButton.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import { TopNavbar } from './TopNavbar.tsx';

/** Layout defaults of spec 03 §2: floating navbar, horizontal menu, full-width content, no footer. */
export function AdminLayout({ admin }: { admin: Admin }) {
  return (
    <>
      <SkipLink />
      <TopNavbar admin={admin} />
      {/* Room under the content for the floating Top button, so it never covers the pagination's Next (issue 19). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} px="md" pt="md" pb={TOP_BUTTON_CLEARANCE_PX} style={{ outline: 'none' }}>
        <ActingAsBanner admin={admin} />
        <Box mt={admin.original_admin ? 'md' : 0}>
          <EnrolmentGate>
            <QuickLinksBar />
            <PermissionGate admin={admin} />
          </EnrolmentGate>
        </Box>
      </Box>
      <ScrollToTopButton />
    </>
  );
}
