import { memo } from 'react';
import { LocalizedNavLink } from '@nfx/app-runtime';
import type { CmsMenuItem } from '@nfx/cms-config';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * A CMS menu entry: internal paths get the current locale, absolute URLs open as plain links.
 * Memoized: a menu renders again with its parent and with each CMS read it makes, while its
 * entries (kept by identity) seldom change; the link follows the location on its own.
 */
export const MenuLink = memo(function MenuLink({
  item,
  className,
  onNavigate,
}: {
  item: CmsMenuItem;
  className?: string;
  onNavigate?: () => void;
}) {
  if (isExternal(item.url)) {
    return (
      <a className={className} href={item.url} rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <LocalizedNavLink className={className} to={item.url} onClick={onNavigate} end={item.url === '/'}>
      {item.label}
    </LocalizedNavLink>
  );
});
