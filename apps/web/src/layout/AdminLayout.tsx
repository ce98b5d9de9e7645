import type { Admin } from '@bo/contract';
import { Box } from '@mantine/core';
import { EnrolmentGate } from '../features/account/TwoFactorModal.tsx';
import { QuickLinksBar } from '../features/entities/quick-links/QuickLinksBar.tsx';
import { PermissionGate } from '../routing/PermissionGate.tsx';
import { ActingAsBanner } from './ActingAsBanner.tsx';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { TopNavbar } from './TopNavbar.tsx';

/** Layout defaults of spec 03 §2: floating navbar, horizontal menu, full-width content, no footer. */
export function AdminLayout({ admin }: { admin: Admin }) {
  return (
    <>
      <TopNavbar admin={admin} />
      <Box component="main" px="md" py="md">
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
