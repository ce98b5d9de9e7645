import { createTheme } from '@mantine/core';

/** Dark skin of spec 03 §2 "Layout defaults"; the scheme itself is forced on the provider. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
