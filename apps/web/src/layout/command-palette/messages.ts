/** Ours: the command palette's words (issue 19; the specification has no palette). */
export const PALETTE_MESSAGES = {
  button: 'Search',
  buttonLabel: 'Open the command palette (Ctrl+K)',
  searchLabel: 'Go to a page or an entity',
  placeholder: 'Page name, ps123, s45, o9, fs12, an id or an e-mail…',
  recent: 'Recent',
  entities: 'Entities',
  pages: 'Pages',
  nothingFound: 'Nothing found',
  hint: 'Type a page name, a prefixed id (ps123, s45, o9, fs12 ...), a number or an e-mail.',
} as const;
