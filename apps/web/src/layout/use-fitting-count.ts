import { useLayoutEffect, useRef, useState } from 'react';
import { nextShown } from './fitting-count.ts';

/** Until the overflow button has been drawn once, room kept for it. */
const MORE_WIDTH_GUESS = 90;

/**
 * Priority+ navigation: how many of the items (each marked `data-fit-item` with its key, in the order of
 * `keys`, inside the container's first child) fit on one line of the container; the overflow target is
 * marked `data-fit-more`. Widths are measured while drawn and remembered, so an item moved under the overflow
 * button still counts when the window grows again; an item never measured (under the overflow button
 * since the bar was first drawn) makes the bar draw every item once to measure it (nextShown). A hidden
 * container (0 px) leaves the count as it was.
 */
export function useFittingCount(keys: readonly string[]) {
  const count = keys.length;
  const joinedKeys = keys.join('\n');
  const containerRef = useRef<HTMLDivElement>(null);
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(MORE_WIDTH_GUESS);
  // For other keys (another admin's menu) every item is drawn again first, so each gets measured.
  const [fit, setFit] = useState({ keys: joinedKeys, shown: count });
  const shown = fit.keys === joinedKeys ? Math.min(fit.shown, count) : count;

  // Again after each change of what is drawn: items drawn to be measured are measured in the same frame.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const bar = container?.firstElementChild;
    if (!container || !(bar instanceof HTMLElement)) return;
    const measure = () => {
      bar.querySelectorAll<HTMLElement>('[data-fit-item]').forEach((item) => {
        if (item.offsetWidth > 0) widths.current.set(item.dataset.fitItem!, item.offsetWidth);
      });
      const more = bar.querySelector<HTMLElement>('[data-fit-more]');
      if (more && more.offsetWidth > 0) moreWidth.current = more.offsetWidth;
      const known = joinedKeys ? joinedKeys.split('\n').map((key) => widths.current.get(key)) : [];
      const gap = parseFloat(getComputedStyle(bar).columnGap) || 0;
      const next = nextShown(known, shown, gap, container.clientWidth, moreWidth.current);
      if (next !== null) setFit((prev) => (prev.keys === joinedKeys && prev.shown === next ? prev : { keys: joinedKeys, shown: next }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [joinedKeys, shown]);

  return { containerRef, shown };
}
