import { useTranslation } from 'react-i18next';
import type { LoyaltyInfo } from '@nfx/api-contract';
import { panel, heading, muted } from '@nfx/ui';
import { PointsBadge } from '../common/PointsBadge';
import { ProgressBar } from '../common/ProgressBar';
import * as styles from '../common/loyalty.css';

/** Points, the current level with its §9 progress, and every level's range. */
export function LevelsPanel({ info, coinIcon }: { info: LoyaltyInfo; coinIcon: string }) {
  const { t } = useTranslation();
  const current = info.levels.find((level) => level.isCurrent);
  return (
    <section className={panel({ padding: 'lg' })} aria-labelledby="loyalty-levels-title" data-testid="loyalty-levels">
      <h2 id="loyalty-levels-title" className={heading()}>
        {t('loyalty.levels.title')}
      </h2>
      <PointsBadge points={info.points} alias={info.pointsAlias} coinIcon={coinIcon} />
      {current && (
        <>
          <p data-testid="loyalty-current-level">
            {t('loyalty.levels.current', { level: current.name, percent: Math.floor(current.progress) })}
          </p>
          <ProgressBar percent={current.progress} label={t('loyalty.levels.progressLabel', { level: current.name })} />
        </>
      )}
      <ol className={styles.list}>
        {info.levels.map((level) => (
          <li key={level.id} className={level.isCurrent ? styles.current : undefined} aria-current={level.isCurrent ? 'step' : undefined}>
            <strong>{level.name}</strong>{' '}
            <span className={muted()}>
              {level.maxValue === null
                ? t('loyalty.levels.rangeOpen', { min: level.minValue, alias: info.pointsAlias })
                : t('loyalty.levels.range', { min: level.minValue, max: level.maxValue, alias: info.pointsAlias })}
            </span>
          </li>
        ))}
      </ol>
      <p className={muted()}>{t('loyalty.levels.earned', { count: info.expCount, alias: info.pointsAlias })}</p>
    </section>
  );
}
