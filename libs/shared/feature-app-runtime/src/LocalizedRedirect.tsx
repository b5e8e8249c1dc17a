import { Navigate } from 'react-router';
import { useLocalizedPath } from './use-localized-path';

/**
 * A redirect inside a remote's route tree to a locale-free path from `@nfx/paths`, kept in the
 * current locale; it replaces the history entry, so Back skips the address that only redirects.
 */
export function LocalizedRedirect({ to }: { to: string }) {
  const localized = useLocalizedPath();
  return <Navigate to={localized(to)} replace />;
}
