import { describe, expect, it } from 'vitest';
import { pathFor, routeByName } from '../routes/lookup.ts';
import { NOTE_BADGE_TARGETS, parseNoteBadges } from './badges.ts';
import { noteToHtml } from './html.ts';

describe('note badge targets (specification 02 section 2, 03 section 9)', () => {
  it('maps each prefix to a route of our table', () => {
    const routesOf = Object.fromEntries(Object.entries(NOTE_BADGE_TARGETS).map(([prefix, t]) => [prefix, t.routeName]));
    expect(routesOf).toEqual({
      s: 'survey_details',
      ps: 'user_details',
      o: 'offer_details',
      fs: 'fs_user_details',
      hc: 'hc_user_details',
      po: 'po_user_details',
      es: 'es_user_details',
      ts: 'ts_user_details',
    });
    for (const target of Object.values(NOTE_BADGE_TARGETS)) {
      expect(routeByName(target.routeName)?.path, target.routeName).toContain(`:${target.param}`);
    }
  });
});

describe('parseNoteBadges', () => {
  it('turns every prefix into a badge with its route and params', () => {
    const segments = parseNoteBadges('same device as ps12 and hc34, survey s5, offer o6, fs7 po8 es9 ts10');
    const badges = segments.filter((s) => s.type === 'badge');
    expect(badges.map((b) => [b.prefix, b.id, b.label, b.routeName, b.params])).toEqual([
      ['ps', '12', 'PS', 'user_details', { userId: '12' }],
      ['hc', '34', 'HC', 'hc_user_details', { userId: '34' }],
      ['s', '5', 'S', 'survey_details', { surveyId: '5' }],
      ['o', '6', 'O', 'offer_details', { offerId: '6' }],
      ['fs', '7', 'FS', 'fs_user_details', { userId: '7' }],
      ['po', '8', 'PO', 'po_user_details', { userId: '8' }],
      ['es', '9', 'ES', 'es_user_details', { userId: '9' }],
      ['ts', '10', 'TS', 'ts_user_details', { userId: '10' }],
    ]);
    expect(pathFor(badges[0]!.routeName, badges[0]!.params)).toBe('/user/12');
  });

  it('keeps the text around badges in order', () => {
    expect(parseNoteBadges('see PS:12!')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'badge', text: 'PS:12', prefix: 'ps', id: '12', label: 'PS', routeName: 'user_details', params: { userId: '12' } },
      { type: 'text', text: '!' },
    ]);
  });

  it('accepts # and - separators', () => {
    expect(
      parseNoteBadges('s#1 o-2')
        .filter((s) => s.type === 'badge')
        .map((s) => s.text),
    ).toEqual(['s#1', 'o-2']);
  });

  it('needs the prefix to stand as a word: ts123 is never s123, abc1 and s12x are text', () => {
    expect(parseNoteBadges('ts123').map((s) => s.type === 'badge' && s.prefix)).toEqual(['ts']);
    expect(parseNoteBadges('abs12 s12x xs1 s')).toEqual([{ type: 'text', text: 'abs12 s12x xs1 s' }]);
  });

  it('leaves a note without badges as one text segment, and an empty note empty', () => {
    expect(parseNoteBadges('all good')).toEqual([{ type: 'text', text: 'all good' }]);
    expect(parseNoteBadges('')).toEqual([]);
  });

  it('keeps markup as plain text, never as HTML', () => {
    expect(parseNoteBadges('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('noteToHtml (escape, then insert badges)', () => {
  const href = (b: { routeName: string; params: Record<string, string> }): string => pathFor(b.routeName, b.params);

  it('escapes the text and links permitted badges in a new tab', () => {
    expect(noteToHtml('<b>ps12</b> & s3', href)).toBe(
      '&lt;b&gt;<a class="note-badge" href="/user/12" target="_blank" rel="noopener noreferrer">PS 12</a>&lt;/b&gt; &amp; ' +
        '<a class="note-badge" href="/survey/3" target="_blank" rel="noopener noreferrer">S 3</a>',
    );
  });

  it('leaves badges the admin may not open as plain text', () => {
    expect(noteToHtml('offer o7 for "x"', (b) => (b.prefix === 'o' ? null : href(b)))).toBe('offer o7 for &quot;x&quot;');
  });

  it('does not read escaped quotes as badges', () => {
    expect(noteToHtml(`it's 5`, href)).toBe('it&#39;s 5');
  });
});
