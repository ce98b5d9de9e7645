import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Every modal's and drawer's close button is named for screen readers (issue 19). */
const CLOSE_LABEL = 'Close dialog';

/** Dark skin of spec 03 §2 "Layout defaults"; the scheme itself is forced on the provider. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Filled badges and buttons write black on the light hues (white on Mantine's green was 3.4:1, orange 3.6:1) and
  // white on the dark ones, each at 4.5:1 or more on the dark skin (WCAG AA; issue 19). Mantine judges a hue by
  // its shade 6: at 0.3 blue, red and gray stay white, green, teal, orange and cyan turn black.
  autoContrast: true,
  luminanceThreshold: 0.3,
  components: {
    // Plain objects rather than Modal.extend(...): the theme is on the first load, the modals are not.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE_LABEL } } },
  },
});

/** Dimmed text one shade lighter on the dark skin: Mantine's #828282 is 4.0:1 on the body, under WCAG's 4.5:1 (issue 19). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8' },
});
