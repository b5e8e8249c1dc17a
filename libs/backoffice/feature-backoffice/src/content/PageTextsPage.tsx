import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '@nfx/ui';
import { PAGE_TEXT_SEARCH_MAX_LENGTH } from '@nfx/validation';
import { type PageText, type PageTextList, useContentTexts, useStartLocale } from '../api/content-texts';
import { DataTable } from '../common/DataTable';
import { QueryError } from '../common/QueryError';
import { SearchForm } from '../common/SearchForm';
import { Page } from '../layout/Page';
import * as styles from '../common/backoffice.css';
import { chosenLocale, localeName } from './content-locale';
import { ContentTabs } from './ContentTabs';
import { LocalePicker } from './LocalePicker';
import { PageTextForm } from './PageTextForm';
import * as own from './content.css';

/**
 * The site's texts (`/content/texts?locale=&q=`): searched by key or by words in one language,
 * each shown in every language side by side, and editable in the chosen one.
 */
export function PageTextsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const requested = params.get('locale');
  const start = useStartLocale(requested);
  const texts = useContentTexts(query, start.locale);
  const locale = texts.data ? chosenLocale(requested, texts.data) : start.locale;

  return (
    <Page id="texts-title" title={t('backoffice-content-texts.texts.title')} lead={t('backoffice-content-texts.texts.lead')}>
      <ContentTabs current="texts" locale={locale} />
      {texts.data ? (
        <div className={own.picker}>
          <LocalePicker
            locales={texts.data.locales}
            value={locale!}
            onChange={(code) => setParams(new URLSearchParams({ locale: code, ...(query ? { q: query } : {}) }))}
          />
        </div>
      ) : null}
      <SearchForm
        key={query}
        label={t('backoffice-content-texts.texts.searchLabel')}
        field={t('backoffice-content-texts.texts.search')}
        hint={t('backoffice-content-texts.texts.searchHint')}
        value={query}
        maxLength={PAGE_TEXT_SEARCH_MAX_LENGTH}
        searchBox
        submitLabel={t('backoffice-content-texts.texts.find')}
        onSearch={(typed) => setParams(new URLSearchParams({ ...(locale ? { locale } : {}), ...(typed ? { q: typed } : {}) }))}
      />
      {start.error ? (
        <QueryError error={start.error} onRetry={start.retry} />
      ) : texts.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : texts.isError ? (
        <QueryError error={texts.error} onRetry={() => void texts.refetch()} />
      ) : query === '' ? (
        <p className={styles.muted}>{t('backoffice-content-texts.texts.start')}</p>
      ) : texts.data.items.length === 0 ? (
        <p className={styles.muted}>{t('backoffice-content-texts.texts.none', { query })}</p>
      ) : (
        <TextResults list={texts.data} locale={locale!} />
      )}
    </Page>
  );
}

function TextResults({ list, locale }: { list: PageTextList; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.muted} role="status">
        {t(list.has_more ? 'backoffice-content-texts.texts.foundMore' : 'backoffice-content-texts.texts.found', {
          count: list.items.length,
        })}
      </p>
      <ul className={own.textList}>
        {list.items.map((text) => (
          <li key={`${text.namespace}.${text.key}`}>
            <TextCard text={text} list={list} locale={locale} />
          </li>
        ))}
      </ul>
    </>
  );
}

function TextCard({ text, list, locale }: { text: PageText; list: PageTextList; locale: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = `${text.namespace}.${text.key}`;
  const current = text.values.find((value) => value.locale === locale)!;
  return (
    <article className={own.textCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.textKey}>
        {name}
      </h2>
      <DataTable
        caption={t('backoffice-content-texts.texts.caption', { key: name })}
        captionClassName={own.visuallyHidden}
        columns={[t('backoffice-content.locale'), t('backoffice-content-texts.texts.value'), t('backoffice-content.promotions.state')]}
      >
        {text.values.map((value) => (
          <tr key={value.locale} aria-current={value.locale === locale ? 'true' : undefined}>
            <th scope="row">{localeName(value.locale, list)}</th>
            <td lang={value.locale} className={own.textValue}>
              {value.value ?? <span className={styles.muted}>{t('backoffice-content-texts.texts.missing')}</span>}
            </td>
            <td className={own.state}>
              {t(value.edited ? 'backoffice-content-texts.texts.edited' : 'backoffice-content-texts.texts.default')}
            </td>
          </tr>
        ))}
      </DataTable>
      <PageTextForm
        key={locale}
        text={text}
        value={current}
        reference={
          current.default_value ?? current.value ?? text.values.find((value) => value.locale === list.default_locale)?.default_value ?? ''
        }
        language={localeName(locale, list)}
      />
    </article>
  );
}
