import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type ContentBanner, type ContentPromotionList, useContentBanners, useContentPromotions } from '../api/content';
import { formatDateTime } from '../common/format';
import { DataTable } from '../common/DataTable';
import { QueryState } from '../common/QueryState';
import { Page } from '../layout/Page';
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

  return (
    <Page id="content-title" title={t('backoffice-content.title')} lead={t('backoffice-content.lead')}>
      <ContentTabs current="pages" locale={locale} />
      <QueryState query={promotions}>
        {(data) => (
          <>
            <div className={own.picker}>
              <LocalePicker locales={data.locales} value={locale!} onChange={(code) => setParams(new URLSearchParams({ locale: code }))} />
            </div>
            <PromotionsTable list={data} locale={locale!} />
            <section aria-labelledby="content-banners-title">
              <h2 id="content-banners-title" className={styles.subtitle}>
                {t('backoffice-content.banners.title')}
              </h2>
              <QueryState query={banners}>
                {(bannerList) => <BannersTable banners={bannerList.items} language={localeName(locale!, data)} />}
              </QueryState>
            </section>
          </>
        )}
      </QueryState>
    </Page>
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
        <DataTable
          testId="content-promotions"
          caption={t('backoffice-content.promotions.caption', { language })}
          columns={[
            t('backoffice-content.promotions.id'),
            t('backoffice-content.promotions.pageTitle'),
            t('backoffice-content.promotions.state'),
            t('backoffice-content.promotions.saved'),
            t('backoffice-content.actions'),
          ]}
        >
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
        </DataTable>
      )}
    </section>
  );
}

function BannersTable({ banners, language }: { banners: readonly ContentBanner[]; language: string }) {
  const { t } = useTranslation();
  if (banners.length === 0) return <p className={styles.muted}>{t('backoffice-content.banners.empty', { language })}</p>;
  return (
    <DataTable
      testId="content-banners"
      caption={t('backoffice-content.banners.caption', { language })}
      columns={[
        ...(['placement', 'position', 'label', 'value'] as const).map((column) => t(`backoffice-content.banners.${column}`)),
        t('backoffice-content.promotions.state'),
        t('backoffice-content.actions'),
      ]}
    >
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
    </DataTable>
  );
}
