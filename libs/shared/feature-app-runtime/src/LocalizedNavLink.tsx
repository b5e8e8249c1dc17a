import { forwardRef, type ReactNode } from 'react';
import { Link, type LinkProps, matchPath, useLocation } from 'react-router';
import { useLocalizedPath } from './use-localized-path';

export type LocalizedNavLinkProps = Omit<LinkProps, 'to' | 'className' | 'children'> & {
  /** A locale-free path from `@nfx/paths`. */
  to: string;
  /** Active only on this exact path, not on the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
};

const pathOnly = (path: string) => path.split(/[?#]/)[0] || '/';

/** Whether `pathname` is `to` (or under it, unless `end`), with or without the locale prefix. */
export function isActivePath(pathname: string, to: string, localizedTo: string, end: boolean): boolean {
  return [pathOnly(to), pathOnly(localizedTo)].some(
    (pattern) => matchPath({ path: pattern, end, caseSensitive: false }, pathname) !== null,
  );
}

/**
 * A NavLink for a locale-free path. The shell's routes see the path without its locale segment,
 * so react-router's NavLink, given the localised link, never matched on `/de/…` and no entry was
 * marked current outside the default locale. This marks the entry by the locale-free path (and,
 * for a remote running alone without the shell's locale routing, by the localised one).
 */
export const LocalizedNavLink = forwardRef<HTMLAnchorElement, LocalizedNavLinkProps>(function LocalizedNavLink(
  { to, end = false, className, ...rest },
  ref,
) {
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const href = localized(to);
  const isActive = isActivePath(pathname, to, href, end);
  return (
    <Link
      ref={ref}
      to={href}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...rest}
    />
  );
});
