import { escapeHtml } from '../format/text.ts';
import { parseNoteBadges, type NoteBadgeSegment } from './badges.ts';

/**
 * A note as HTML for consumers that cannot render segments: the text is escaped first, then the
 * badges are inserted (specification 03, section 9). `hrefFor` answers the badge's link, or null
 * where the admin may not open the target, which leaves the id as plain text. Links open in a new tab.
 */
export function noteToHtml(note: string, hrefFor: (badge: NoteBadgeSegment) => string | null): string {
  return parseNoteBadges(escapeHtml(note))
    .map((segment) => {
      if (segment.type === 'text') return segment.text;
      const href = hrefFor(segment);
      if (href === null) return segment.text;
      return `<a class="note-badge" href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${segment.label} ${segment.id}</a>`;
    })
    .join('');
}
