import type { RemoteDeclaration } from '@nfx/remote-registry';

/**
 * What the betting remote publishes through the registry (tools/webpack/remote-publication.ts): the
 * section it renders, its menu link, the pages the site server answers 200 for, and its texts.
 */
const publication: RemoteDeclaration = {
  sections: [{ path: 'betting', expose: './routes' }],
  menu: [{ id: 'betting', path: '/betting', label: 'betting.menu.home' }],
  // An event or competition page is 200 only when its id names one (the site's detail lookups).
  pages: [
    'betting',
    'betting/bets',
    { path: 'betting/event/:key', lookup: 'betting-event' },
    { path: 'betting/competition/:key', lookup: 'betting-competition' },
  ],
  namespaces: ['betting'],
};

export default publication;
