import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, Input, panel, Spinner } from '@nfx/ui';
import { FEEDBACK_VIEWS, type StaffFeedbackMessage, useFeedback, useMarkFeedbackAnswered, useReopenFeedback } from '../api/feedback';
import { formatDateTime } from '../common/format';
import { QueryError } from '../common/QueryError';
import { useSectionErrorText } from '../common/section-error-text';
import { usePageTitle } from '../layout/page-title';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { feedbackFiltersFromSearch } from './feedback-filters';
import * as feedbackStyles from './feedback.css';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** The sender's address in a mailto link: each part encoded, so an address can never add headers of its own. */
const mailtoOf = (email: string, subject: string) =>
  `mailto:${email.split('@').map(encodeURIComponent).join('@')}?subject=${encodeURIComponent(subject)}`;

/**
 * The support team's inbox: what players and visitors wrote through the support page's form,
 * waiting ones oldest first (the next to answer), answered ones latest first. Replies go by
 * email; the mark says someone replied, and can be taken back.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => feedbackFiltersFromSearch(params), [params]);
  const inbox = useFeedback(filters);
  const markAnswered = useMarkFeedbackAnswered();
  const reopen = useReopenFeedback();
  const errorText = useSectionErrorText('backoffice-feedback');
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle(t('backoffice-feedback.title'));

  const go = (next: Partial<typeof filters>) => {
    setOutcome(null);
    setParams(new URLSearchParams(backofficePaths.feedback({ ...filters, ...next }).split('?')[1] ?? ''));
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ query: String(new FormData(event.currentTarget).get('q') ?? '').trim(), page: 1 });
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    setOutcome(null);
    try {
      await action();
      setOutcome({ tone: 'ok', text: done });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };
  const busyId = (markAnswered.isPending && markAnswered.variables) || (reopen.isPending && reopen.variables) || null;

  return (
    <section aria-labelledby="feedback-title">
      <h1 id="feedback-title" className={styles.title}>
        {t('backoffice-feedback.title')}
      </h1>
      <p className={styles.muted}>{t('backoffice-feedback.lead')}</p>

      <nav aria-label={t('backoffice-feedback.views')}>
        <ul className={styles.tabs}>
          {FEEDBACK_VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={backofficePaths.feedback({ view, query: filters.query })}
                className={styles.navLink}
                aria-current={view === filters.view ? 'page' : undefined}
                onClick={() => setOutcome(null)}
              >
                {view === 'waiting' && inbox.data
                  ? t('backoffice-feedback.view.waitingCount', { n: inbox.data.waiting })
                  : t(`backoffice-feedback.view.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Keyed by the URL's search so the field shows it again after back/forward. */}
      <form key={filters.query} className={styles.search} onSubmit={search} role="search" aria-label={t('backoffice-feedback.searchLabel')}>
        <Input
          name="q"
          label={t('backoffice-feedback.query')}
          hint={t('backoffice-feedback.queryHint')}
          defaultValue={filters.query}
          maxLength={254}
        />
        <Button type="submit">{t('backoffice-feedback.find')}</Button>
      </form>

      <div aria-live="polite" role="status">
        {outcome?.tone === 'ok' ? <p className={styles.notice}>{outcome.text}</p> : null}
      </div>
      {outcome?.tone === 'error' ? (
        <p role="alert" className={styles.alert} data-testid="feedback-error">
          {outcome.text}
        </p>
      ) : null}

      {inbox.isPending ? (
        <Spinner size="md" label={t('backoffice.common.loading')} />
      ) : inbox.isError ? (
        <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <p className={styles.muted}>
          {filters.query ? t('backoffice-feedback.noMatch', { query: filters.query }) : t(`backoffice-feedback.empty.${filters.view}`)}
        </p>
      ) : (
        <ul
          className={feedbackStyles.messages}
          aria-busy={inbox.isFetching || undefined}
          aria-label={t(`backoffice-feedback.view.${filters.view}`)}
        >
          {inbox.data.items.map((message) => (
            <li key={message.id}>
              <FeedbackItem
                message={message}
                locale={i18n.language}
                busy={busyId === message.id}
                onMark={() =>
                  void (message.answered_at
                    ? run(() => reopen.mutateAsync(message.id), t('backoffice-feedback.reopened', { id: message.id }))
                    : run(() => markAnswered.mutateAsync(message.id), t('backoffice-feedback.markedAnswered', { id: message.id })))
                }
              />
            </li>
          ))}
        </ul>
      )}

      {inbox.data && (filters.page > 1 || inbox.data.has_more) ? (
        <nav aria-label={t('backoffice-feedback.paging')} className={feedbackStyles.paging}>
          <Button variant="secondary" size="sm" disabled={filters.page <= 1} onClick={() => go({ page: filters.page - 1 })}>
            {t('backoffice-feedback.previous')}
          </Button>
          <span>{t('backoffice-feedback.page', { page: filters.page })}</span>
          <Button variant="secondary" size="sm" disabled={!inbox.data.has_more} onClick={() => go({ page: filters.page + 1 })}>
            {t('backoffice-feedback.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function FeedbackItem({
  message,
  locale,
  busy,
  onMark,
}: {
  message: StaffFeedbackMessage;
  locale: string;
  busy: boolean;
  onMark: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `feedback-${message.id}`;
  const subject = { id: message.id, name: message.name };
  return (
    <article aria-labelledby={headingId} className={panel({ padding: 'md' })} data-testid="feedback-message" data-id={message.id}>
      <h2 id={headingId} className={feedbackStyles.sender}>
        {message.name} <span className={styles.muted}>&lt;{message.email}&gt;</span>
      </h2>
      <p className={feedbackStyles.meta}>
        <span>#{message.id}</span>
        <span>
          {message.player_id === null ? t('backoffice-feedback.visitor') : t('backoffice-feedback.player', { id: message.player_id })}
        </span>
        <span>{t('backoffice-feedback.language', { locale: message.locale })}</span>
        <span>
          {t('backoffice-feedback.sent')} <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
        </span>
        {message.answered_at ? (
          <span>
            {t('backoffice-feedback.answered')} <time dateTime={message.answered_at}>{formatDateTime(message.answered_at, locale)}</time>
          </span>
        ) : null}
      </p>
      <p className={feedbackStyles.text}>{message.message}</p>
      <div className={styles.rowActions}>
        <a
          className={feedbackStyles.replyLink}
          href={mailtoOf(message.email, t('backoffice-feedback.replySubject'))}
          aria-label={t('backoffice-feedback.replyOf', subject)}
        >
          {t('backoffice-feedback.reply')}
        </a>
        <Button
          size="sm"
          variant={message.answered_at ? 'secondary' : 'primary'}
          loading={busy}
          aria-label={t(message.answered_at ? 'backoffice-feedback.reopenOf' : 'backoffice-feedback.markAnsweredOf', subject)}
          onClick={onMark}
        >
          {t(message.answered_at ? 'backoffice-feedback.reopen' : 'backoffice-feedback.markAnswered')}
        </Button>
      </div>
    </article>
  );
}
