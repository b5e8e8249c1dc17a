import type { CustomCodeEntry } from '../../../content/cms-types';

/** Snippets the site injects; operators add analytics here. The seeded ones are harmless markers. */
export const customCode: CustomCodeEntry[] = [
  { id: 'nfx-marker', isEnabled: true, position: 'head', code: '<meta name="nfx-custom" content="1">' },
  { id: 'body-end-marker', isEnabled: false, position: 'bodyEnd', code: '<div hidden data-nfx-custom="body-end"></div>' },
];
