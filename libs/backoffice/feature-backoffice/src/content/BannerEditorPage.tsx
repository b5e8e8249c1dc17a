import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@nfx/ui';
import { useContentBanners } from '../api/content';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { BannerForm } from './BannerForm';
import { localeName } from './content-locale';

/**
 * One banner's words (`/content/banners/{id}?locale=`). A banner belongs to one language (each
 * language has its own banners), so the address names it and there is no language to switch to.
 */
export function BannerEditorPage() {
  const { t } = useTranslation();
  const { id: rawId = '' } = useParams();
  const [params] = useSearchParams();
  const locale = params.get('locale') ?? '';
  const banners = useContentBanners(locale);
  const banner = banners.data?.items.find((item) => String(item.id) === rawId);
  const language = banners.data ? localeName(locale, banners.data) : locale;
  const title = banner ? t('backoffice-content.banner.title', { label: banner.label }) : t('backoffice-content.banner.heading');
  usePageTitle(title);

  return (
    <section aria-labelledby="banner-title">
      <p>
        <Link className={styles.link} to={backofficePaths.content(locale || undefined)}>
          {t('backoffice-content.back')}
        </Link>
      </p>
      <h1 id="banner-title" className={styles.title}>
        {title}
      </h1>
      {banners.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : banners.isError ? (
        <QueryError error={banners.error} onRetry={() => void banners.refetch()} />
      ) : !banner ? (
        <p className={styles.alert}>{t('backoffice-content.banner.notFound', { language })}</p>
      ) : (
        <BannerForm key={banner.id} banner={banner} language={language} />
      )}
    </section>
  );
}
