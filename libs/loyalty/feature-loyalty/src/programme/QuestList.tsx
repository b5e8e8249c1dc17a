import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoyaltyProgram } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { panel } from '@nfx/ui';
import { ProgressBar } from '../common/ProgressBar';
import * as styles from '../common/loyalty.css';

/** One quest's progress line: done, or n of target. */
export function QuestProgress({ quest }: { quest: LoyaltyProgram }) {
  const { t } = useTranslation();
  if (quest.isCompleted) return <p className={styles.done}>{t('loyalty.quests.completed')}</p>;
  return (
    <>
      <p className={styles.muted}>{t('loyalty.quests.progress', { progress: quest.progress, target: quest.target })}</p>
      <ProgressBar percent={(quest.progress / quest.target) * 100} label={t('loyalty.quests.progressLabel', { quest: quest.title })} />
    </>
  );
}

/** The quests with the player's progress; each opens its own page. */
export function QuestList({ quests }: { quests: LoyaltyProgram[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="loyalty-quests-title">
      <h2 id="loyalty-quests-title" className={styles.heading}>
        {t('loyalty.quests.title')}
      </h2>
      <ul className={styles.grid} data-testid="loyalty-quests">
        {quests.map((quest) => (
          <li key={quest.id} className={panel({ padding: 'md' })} data-quest={quest.sysname}>
            <Link to={localized(paths.loyaltyProgram(quest.sysname))}>
              <strong>{quest.title}</strong>
            </Link>
            <p>{quest.description}</p>
            <p className={styles.muted}>{t('loyalty.quests.reward', { count: quest.rewardPoints })}</p>
            <QuestProgress quest={quest} />
          </li>
        ))}
      </ul>
    </section>
  );
}
