import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@nfx/ui';
import { useContentFaq, useStartLocale } from '../api/content-texts';
import { QueryError } from '../common/QueryError';
import { usePageTitle } from '../layout/page-title';
import * as styles from '../common/backoffice.css';
import { chosenLocale, localeName } from './content-locale';
import { ContentTabs } from './ContentTabs';
import { FaqForm } from './FaqForm';
import { LocalePicker } from './LocalePicker';
import * as own from './content.css';

/** The support page's FAQ (`/content/faq?locale=`) in one language: questions and answers in the site's order. */
export function FaqEditorPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('locale');
  const start = useStartLocale(requested);
  const faq = useContentFaq(start.locale);
  const locale = faq.data ? chosenLocale(requested, faq.data) : start.locale;
  usePageTitle(t('backoffice-content-texts.faq.title'));

  return (
    <section aria-labelledby="faq-title">
      <h1 id="faq-title" className={styles.title}>
        {t('backoffice-content-texts.faq.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-content-texts.faq.lead')}</p>
      <ContentTabs current="faq" locale={locale} />
      {start.error ? (
        <QueryError error={start.error} onRetry={start.retry} />
      ) : faq.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : faq.isError ? (
        <QueryError error={faq.error} onRetry={() => void faq.refetch()} />
      ) : (
        <>
          <div className={own.picker}>
            <LocalePicker
              locales={faq.data.locales}
              value={locale!}
              onChange={(code) => setParams(new URLSearchParams({ locale: code }))}
            />
          </div>
          <FaqForm
            key={faq.data.faq.locale}
            faq={faq.data.faq}
            language={localeName(faq.data.faq.locale, faq.data)}
            onReload={() => void faq.refetch()}
          />
        </>
      )}
    </section>
  );
}
