import { useCampaignPopupPreviewFlag, useCampaignPopups, useGlobalBehaviours } from '@nfx/shell-feature-layout';
import { useLocalePath } from './use-locale-path';
import { useQueryFlags } from './use-query-flags';

/**
 * The route-level behaviours whose result the page does not use: the query flags, the campaign
 * popups (and their preview) and the page-wide behaviours. Apart from LocaleRoot so that each of
 * their queries (the session, the CMS configuration, the popups) settles with a render of this
 * component alone. Mounted after LocaleRoot, as its sibling, so its effects still run after
 * LocaleRoot's (the language switch, the redirect, the route guard), in the order they had there.
 */
export function RouteEffects() {
  const { location, pathWithoutLocale } = useLocalePath();
  useQueryFlags(location, pathWithoutLocale);
  useCampaignPopupPreviewFlag(location.search, location.hash);
  useCampaignPopups(pathWithoutLocale);
  useGlobalBehaviours(pathWithoutLocale);
  return null;
}
