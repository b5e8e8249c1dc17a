import { useTranslation } from 'react-i18next';
import { useSession } from '@nfx/session';

/** What the promotions pages key their queries by: the page's locale and whether a player is signed in. */
export function usePageContext() {
  const { i18n } = useTranslation();
  const session = useSession();
  return { locale: i18n.language, signedIn: session.isAuthenticated };
}
