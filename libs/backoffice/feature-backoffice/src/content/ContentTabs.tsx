import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';

const VIEWS = ['pages', 'texts', 'faq'] as const;
type ContentView = (typeof VIEWS)[number];

const pathOf = (view: ContentView, locale?: string) =>
  view === 'pages'
    ? backofficePaths.content(locale)
    : view === 'texts'
      ? backofficePaths.contentTexts(locale)
      : backofficePaths.contentFaq(locale);

/** The parts of the content section, one page each; the language on screen travels along. */
export function ContentTabs({ current, locale }: { current: ContentView; locale?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('backoffice-content-texts.tabs.label')}>
      <ul className={styles.tabs}>
        {VIEWS.map((view) => (
          <li key={view}>
            <Link to={pathOf(view, locale)} className={styles.navLink} aria-current={view === current ? 'page' : undefined}>
              {t(`backoffice-content-texts.tabs.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
