import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, panel } from '@nfx/ui';
import { FEEDBACK_VIEWS, type StaffFeedbackMessage, useFeedback, useMarkFeedbackAnswered, useReopenFeedback } from '../api/feedback';
import { formatDateTime } from '../common/format';
import { OutcomeNotice } from '../common/OutcomeNotice';
import { QueryState } from '../common/QueryState';
import { SearchForm } from '../common/SearchForm';
import { useSectionErrorText } from '../common/section-error-text';
import { useOutcome } from '../common/use-outcome';
import { Page } from '../layout/Page';
import { backofficePaths } from '../paths';
import * as styles from '../common/backoffice.css';
import { feedbackFiltersFromSearch } from './feedback-filters';
import * as feedbackStyles from './feedback.css';

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
  const { outcome, setOutcome, run } = useOutcome(useSectionErrorText('backoffice-feedback'));

  const go = (next: Partial<typeof filters>) => {
    setOutcome(null);
    setParams(new URLSearchParams(backofficePaths.feedback({ ...filters, ...next }).split('?')[1] ?? ''));
  };
  const busyId = (markAnswered.isPending && markAnswered.variables) || (reopen.isPending && reopen.variables) || null;

  return (
    <Page id="feedback-title" title={t('backoffice-feedback.title')} lead={t('backoffice-feedback.lead')}>
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
      <SearchForm
        key={filters.query}
        label={t('backoffice-feedback.searchLabel')}
        field={t('backoffice-feedback.query')}
        hint={t('backoffice-feedback.queryHint')}
        value={filters.query}
        maxLength={254}
        submitLabel={t('backoffice-feedback.find')}
        onSearch={(query) => go({ query, page: 1 })}
      />

      <OutcomeNotice outcome={outcome} errorTestId="feedback-error" />

      <QueryState
        query={inbox}
        emptyText={(data) =>
          data.items.length === 0 &&
          (filters.query ? t('backoffice-feedback.noMatch', { query: filters.query }) : t(`backoffice-feedback.empty.${filters.view}`))
        }
      >
        {(data) => (
          <ul
            className={feedbackStyles.messages}
            aria-busy={inbox.isFetching || undefined}
            aria-label={t(`backoffice-feedback.view.${filters.view}`)}
          >
            {data.items.map((message) => (
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
      </QueryState>

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
    </Page>
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
