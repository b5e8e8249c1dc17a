import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProtectionAuditItem } from '@nfx/api-contract';
import { formatDate, formatTime } from '@nfx/format';
import { Button, Skeleton, alert, heading, muted } from '@nfx/ui';
import { useProtectionHistory } from './api/protection-history';
import { limitValueText, whenText } from './format';
import * as styles from './ResponsibleGame.css';

/** One audit entry as a sentence: what changed and, for a waiting change, when it applies. */
function describe(t: TFunction, item: ProtectionAuditItem): string {
  const kind = t(`responsible-game.limits.kinds.${item.kind ?? 'deposit'}.title`);
  switch (item.action) {
    case 'limit_set':
      return t('responsible-game.history.limitSet', {
        kind,
        value: limitValueText(t, item.kind ?? '', item.amount ?? 0, item.period ?? null, item.currency ?? ''),
      });
    case 'limit_raise_requested':
      return t('responsible-game.history.limitRaise', {
        kind,
        value: limitValueText(t, item.kind ?? '', item.amount ?? 0, item.period ?? null, item.currency ?? ''),
        when: whenText(t, item.applies_at ?? item.created_at),
      });
    case 'limit_removal_requested':
      return t('responsible-game.history.limitRemoval', { kind, when: whenText(t, item.applies_at ?? item.created_at) });
    case 'self_excluded':
      if (item.permanent) return t('responsible-game.history.excludedPermanently');
      return t(item.kind === 'time_out' ? 'responsible-game.history.timeOut' : 'responsible-game.history.selfExcluded', {
        when: whenText(t, item.ends_at ?? item.created_at),
      });
    case 'reality_check_set':
      return item.minutes
        ? t('responsible-game.history.realityCheck', { minutes: item.minutes })
        : t('responsible-game.history.realityCheckOff');
  }
}

/** The audit list: every change the player made, newest first, with its date and time. */
export function HistorySection() {
  const { t } = useTranslation();
  const titleId = useId();
  const history = useProtectionHistory();
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={history.isPending}>
      <h2 id={titleId} className={heading({ weight: 'bold' })}>
        {t('responsible-game.history.title')}
      </h2>
      {history.isPending ? (
        <Skeleton shape="text" width="100%" />
      ) : history.isError ? (
        <div role="alert" className={alert({ look: 'soft' })}>
          <p>{t('responsible-game.loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            {t('responsible-game.retry')}
          </Button>
        </div>
      ) : history.data.items.length === 0 ? (
        <p className={muted({ size: 'inherit', wrap: true })}>{t('responsible-game.history.empty')}</p>
      ) : (
        <ol className={styles.history} data-testid="protection-history">
          {history.data.items.map((item) => (
            <li key={item.id} className={styles.historyItem}>
              <time dateTime={item.created_at} className={styles.time}>
                {formatDate(item.created_at)} {formatTime(item.created_at)}
              </time>
              <span>{describe(t, item)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
