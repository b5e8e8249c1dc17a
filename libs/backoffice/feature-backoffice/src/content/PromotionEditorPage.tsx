import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@nfx/ui';
import { useContentPromotion, useContentPromotions } from '../api/content';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { chosenLocale, localeName } from './content-locale';
import { PromotionForm } from './PromotionForm';

/**
 * One promotion's page in one language (`/content/promotions/{id}?locale=`): its texts in a form,
 * a preview of what players will see, and the save. The language picker moves between the page's
 * languages; a language not written yet opens empty and the save writes it.
 */
export function PromotionEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: rawId = '' } = useParams();
  const [params] = useSearchParams();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const list = useContentPromotions();
  const locale = list.data ? chosenLocale(params.get('locale'), list.data) : undefined;
  const page = useContentPromotion(id, id > 0 ? locale : undefined);
  usePageTitle(t('backoffice-content.promotion.title', { id }));

  if (id === 0) return <Navigate to={backofficePaths.content()} replace />;
  const language = list.data && locale ? localeName(locale, list.data) : '';
  return (
    <section aria-labelledby="promotion-title">
      <p>
        <Link className={styles.link} to={backofficePaths.content(locale)}>
          {t('backoffice-content.back')}
        </Link>
      </p>
      <h1 id="promotion-title" className={styles.title}>
        {t('backoffice-content.promotion.title', { id })}
      </h1>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : page.isError ? (
        <QueryError error={page.error} onRetry={() => void page.refetch()} />
      ) : !list.data || !page.data ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : (
        // A language's form starts from that language's texts; switching language starts afresh.
        <PromotionForm
          key={`${id}:${page.data.locale}`}
          page={page.data}
          locales={list.data.locales}
          language={language}
          defaultLanguage={localeName(list.data.default_locale, list.data)}
          reloading={page.isFetching}
          onLocale={(code) => void navigate(backofficePaths.contentPromotion(id, code))}
          onReload={() => void page.refetch()}
        />
      )}
    </section>
  );
}
