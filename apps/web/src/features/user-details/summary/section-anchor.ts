/** The element id of a page section, from its title: 'Offers and Offer Events' -> 'section-offers-and-offer-events'. */
export const sectionAnchor = (title: string): string =>
  `section-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * Scrolls the section to just under the sticky summary header (whose height changes with a pending
 * approval or a reviewer banner, so it is read at click time) and moves the focus there.
 */
export function scrollToSection(title: string, header: HTMLElement | null, stickyTop: number): void {
  const section = document.getElementById(sectionAnchor(title));
  if (!section) return;
  const covered = stickyTop + (header?.offsetHeight ?? 0) + 8;
  window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - covered, behavior: 'smooth' });
  section.focus({ preventScroll: true });
}
