import type { MessageTree } from '../../../content/message-tree';

interface MenuItem {
  id: string;
  label: string;
  url: string;
}

function text(layout: MessageTree, group: string, key: string): string {
  const branch = layout[group];
  const value = typeof branch === 'object' ? branch[key] : undefined;
  if (typeof value !== 'string') throw new Error(`layout.${group}.${key} is missing`);
  return value;
}

/** Menu labels are taken from the `layout` catalogue so a translation lives in one place. */
export function buildMenus(layout: MessageTree) {
  const main = (id: string, url: string): MenuItem => ({ id, label: text(layout, 'menu', id), url });
  const footer = (id: string, url: string): MenuItem => ({ id, label: text(layout, 'footer', id), url });
  // Promotions (the loyalty remote, issue 18) and betting (issue 20, when it ships) join the menu
  // through their remotes' registry publications: the menu never links to a page the site does not have.
  return {
    main: [
      main('casino', '/gamehall'),
      main('live', '/gamehall?category=live'),
      main('jackpots', '/jackpots'),
      main('tournaments', '/tournaments'),
      main('loyalty', '/loyalty'),
    ],
    footer: [
      {
        id: 'about',
        title: text(layout, 'footer', 'about'),
        items: [footer('aboutUs', '/about'), footer('responsibleGaming', '/responsible-gaming')],
      },
      { id: 'help', title: text(layout, 'footer', 'help'), items: [footer('support', '/support'), footer('faq', '/support#faq')] },
      { id: 'legal', title: text(layout, 'footer', 'legal'), items: [footer('terms', '/terms'), footer('privacy', '/privacy')] },
    ],
  };
}
