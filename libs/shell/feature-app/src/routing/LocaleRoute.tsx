import { LocaleRoot } from './LocaleRoot';
import { RouteEffects } from './RouteEffects';

/** The app's one route: the page, then the behaviours beside it (their effects run after LocaleRoot's). */
export function LocaleRoute() {
  return (
    <>
      <LocaleRoot />
      <RouteEffects />
    </>
  );
}
