import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '@nfx/app-runtime';
import { Button, Skeleton, alert, heading, muted } from '@nfx/ui';
import { LIMIT_KINDS } from '@nfx/validation';
import { useProtection } from './api/protection';
import { ExclusionNotice, ExclusionSection } from './ExclusionSection';
import { HistorySection } from './HistorySection';
import { LimitCard } from './LimitCard';
import { RealityCheckSection } from './RealityCheckSection';
import * as styles from './ResponsibleGame.css';

/** `/profile/responsible-game`: limits, time-out and self-exclusion, reality checks and the audit list. */
export function ResponsibleGamePage() {
  const { t } = useTranslation();
  const limitsTitleId = useId();
  const protection = useProtection();

  return (
    <SectionPage namespace="responsible-game" page="page">
      <div className={styles.page}>
        {protection.isPending ? (
          <div aria-busy="true" aria-label={t('responsible-game.loading')}>
            <Skeleton shape="block" height="12rem" />
          </div>
        ) : protection.isError ? (
          <div role="alert" className={alert({ look: 'soft' })}>
            <p>{t('responsible-game.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void protection.refetch()} loading={protection.isFetching}>
              {t('responsible-game.retry')}
            </Button>
          </div>
        ) : (
          <>
            {protection.data.exclusion && <ExclusionNotice exclusion={protection.data.exclusion} />}
            <section className={styles.section} aria-labelledby={limitsTitleId}>
              <h2 id={limitsTitleId} className={heading({ weight: 'bold' })}>
                {t('responsible-game.limits.title')}
              </h2>
              <p className={muted({ size: 'inherit', wrap: true })}>{t('responsible-game.limits.intro')}</p>
              <div className={styles.cards}>
                {LIMIT_KINDS.map((kind) => (
                  <LimitCard
                    key={kind}
                    kind={kind}
                    limit={protection.data.limits.find((limit) => limit.kind === kind)}
                    currency={protection.data.currency}
                    locked={protection.data.exclusion !== null}
                  />
                ))}
              </div>
            </section>
            <ExclusionSection exclusion={protection.data.exclusion} />
            <RealityCheckSection key={protection.data.reality_check_minutes ?? 0} minutes={protection.data.reality_check_minutes} />
          </>
        )}
        <HistorySection />
      </div>
    </SectionPage>
  );
}
