import { Box, Center } from '@mantine/core';
import { Outlet } from 'react-router-dom';

/** Public pages (login, register, error-404): no navbar, content centred (spec 01 §2.2). */
export function FullPageLayout() {
  return (
    <Box component="main" mih="100vh">
      <Center mih="100vh" p="md">
        <Outlet />
      </Center>
    </Box>
  );
}
