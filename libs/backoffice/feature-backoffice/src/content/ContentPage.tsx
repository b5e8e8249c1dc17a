import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@nfx/ui';
import { type ContentBanner, type ContentPromotionList, useContentBanners, useContentPromotions } from '../api/content';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { chosenLocale, localeName } from './content-locale';
import { ContentTabs } from './ContentTabs';
import { LocalePicker } from './LocalePicker';
import * as own from './content.css';

/**
 * The content role's start (permission `cms`): the promotions' pages and the banners of one
 * language of the site (the address's `locale`, else the default), each with a link to its editor.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const promotions = useContentPromotions();
  const locale = promotions.data ? chosenLocale(params.get('locale'), promotions.data) : undefined;
  const banners = useContentBanners(locale);
  usePageTitle(t('backoffice-content.title'));

  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title" className={styles.title}>
        {t('backoffice-content.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-content.lead')}</p>
      <ContentTabs current="pages" locale={locale} />
      {promotions.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : promotions.isError ? (
        <QueryError error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : (
        <>
          <div className={own.picker}>
            <LocalePicker
              locales={promotions.data.locales}
              value={locale!}
              onChange={(code) => setParams(new URLSearchParams({ locale: code }))}
            />
          </div>
          <PromotionsTable list={promotions.data} locale={locale!} />
          <section aria-labelledby="content-banners-title">
            <h2 id="content-banners-title" className={styles.subtitle}>
              {t('backoffice-content.banners.title')}
            </h2>
            {banners.isPending ? (
              <Spinner size="md" label={t('backoffice.common.loading')} />
            ) : banners.isError ? (
              <QueryError error={banners.error} onRetry={() => void banners.refetch()} />
            ) : (
              <BannersTable banners={banners.data.items} language={localeName(locale!, promotions.data)} />
            )}
          </section>
        </>
      )}
    </section>
  );
}

function PromotionsTable({ list, locale }: { list: ContentPromotionList; locale: string }) {
  const { t, i18n } = useTranslation();
  const language = localeName(locale, list);
  return (
    <section aria-labelledby="content-promotions-title">
      <h2 id="content-promotions-title" className={styles.subtitle}>
        {t('backoffice-content.promotions.title')}
      </h2>
      {list.items.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-content.promotions.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="content-promotions">
            <caption className={styles.muted}>{t('backoffice-content.promotions.caption', { language })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('backoffice-content.promotions.id')}</th>
                <th scope="col">{t('backoffice-content.promotions.pageTitle')}</th>
                <th scope="col">{t('backoffice-content.promotions.state')}</th>
                <th scope="col">{t('backoffice-content.promotions.saved')}</th>
                <th scope="col">{t('backoffice-content.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => {
                const page = item.pages.find((candidate) => candidate.locale === locale);
                return (
                  <tr key={item.id}>
                    <td>{item.id}</td>
                    <td lang={page ? locale : undefined}>{page ? page.title : <span className={styles.muted}>{item.title}</span>}</td>
                    <td className={own.state}>
                      {t(
                        !page
                          ? 'backoffice-content.state.notWritten'
                          : page.published
                            ? 'backoffice-content.state.published'
                            : 'backoffice-content.state.hidden',
                      )}
                    </td>
                    <td>{page ? <time dateTime={page.updated_at}>{formatDateTime(page.updated_at, i18n.language)}</time> : '—'}</td>
                    <td>
                      <Link
                        className={styles.link}
                        to={backofficePaths.contentPromotion(item.id, locale)}
                        aria-label={t('backoffice-content.promotions.editOf', { id: item.id, language })}
                      >
                        {t(page ? 'backoffice-content.edit' : 'backoffice-content.write')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function BannersTable({ banners, language }: { banners: readonly ContentBanner[]; language: string }) {
  const { t } = useTranslation();
  if (banners.length === 0) return <p className={styles.muted}>{t('backoffice-content.banners.empty', { language })}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="content-banners">
        <caption className={styles.muted}>{t('backoffice-content.banners.caption', { language })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice-content.banners.placement')}</th>
            <th scope="col">{t('backoffice-content.banners.position')}</th>
            <th scope="col">{t('backoffice-content.banners.label')}</th>
            <th scope="col">{t('backoffice-content.banners.value')}</th>
            <th scope="col">{t('backoffice-content.promotions.state')}</th>
            <th scope="col">{t('backoffice-content.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {banners.map((banner) => (
            <tr key={banner.id}>
              <td>{t(`backoffice-content.banners.placements.${banner.placement}`)}</td>
              <td>{banner.position + 1}</td>
              <td lang={banner.locale}>{banner.label}</td>
              <td lang={banner.locale}>{banner.value}</td>
              <td className={own.state}>{t(banner.live ? 'backoffice-content.state.live' : 'backoffice-content.state.notLive')}</td>
              <td>
                <Link
                  className={styles.link}
                  to={backofficePaths.contentBanner(banner.id, banner.locale)}
                  aria-label={t('backoffice-content.banners.editOf', { label: banner.label, language })}
                >
                  {t('backoffice-content.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
