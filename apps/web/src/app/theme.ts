import { createTheme } from '@mantine/core';

/** Every modal's and drawer's close button is named for screen readers (issue 19). */
const CLOSE_LABEL = 'Close';

/** Dark skin of spec 03 §2 "Layout defaults"; the scheme itself is forced on the provider. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Plain objects rather than Modal.extend(...): the theme is on the first load, the modals are not.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
  },
});
