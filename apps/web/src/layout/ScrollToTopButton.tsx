import { Affix, Button, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** Shown once the page is scrolled a little (spec 03 §2 "Layout defaults"). */
const SHOW_AFTER_PX = 200;
const BOTTOM_PX = 20;
const BUTTON_HEIGHT_PX = 36;
/** The page's bottom padding that keeps the last line of content (a table's pagination) clear of the button. */
export const TOP_BUTTON_CLEARANCE_PX = BOTTOM_PX + BUTTON_HEIGHT_PX + 16;

export function ScrollToTopButton() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: BOTTOM_PX, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SHOW_AFTER_PX}>
        {(transitionStyles) => (
          <Button
            style={transitionStyles}
            leftSection={<IconArrowUp size={16} />}
            onClick={() => scrollTo({ y: 0 })}
            aria-label="Scroll to top"
          >
            Top
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
