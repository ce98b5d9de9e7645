import { Center, Loader } from '@mantine/core';

/** Shown while a page's code or the admin's information is on its way. */
export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
