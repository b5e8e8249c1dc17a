import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoyaltyProgram } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { panel, heading, muted } from '@nfx/ui';
import { ProgressBar } from '../common/ProgressBar';
import * as styles from '../common/loyalty.css';

/** One quest's progress line: done, or n of target. */
export function QuestProgress({ quest }: { quest: LoyaltyProgram }) {
  const { t } = useTranslation();
  if (quest.isCompleted) return <p className={styles.done}>{t('loyalty.quests.completed')}</p>;
  return (
    <>
      <p className={muted()}>{t('loyalty.quests.progress', { progress: quest.progress, target: quest.target })}</p>
      <ProgressBar percent={(quest.progress / quest.target) * 100} label={t('loyalty.quests.progressLabel', { quest: quest.title })} />
    </>
  );
}

/** A plain click opens the popup; a click meant for a new tab or window follows the link to the quest's page. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The quests with the player's progress. Each links to its own page (`/loyalty/{sysname}`); with
 * `onOpen`, a plain click (or Enter) opens the quest popup instead.
 */
export function QuestList({ quests, onOpen }: { quests: LoyaltyProgram[]; onOpen?: (sysname: string) => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="loyalty-quests-title">
      <h2 id="loyalty-quests-title" className={heading()}>
        {t('loyalty.quests.title')}
      </h2>
      <ul className={styles.grid} data-testid="loyalty-quests">
        {quests.map((quest) => (
          <li key={quest.id} className={panel({ padding: 'md' })} data-quest={quest.sysname}>
            <Link
              to={localized(paths.loyaltyProgram(quest.sysname))}
              aria-haspopup={onOpen ? 'dialog' : undefined}
              onClick={(event) => {
                if (!onOpen || !isPlainClick(event)) return;
                event.preventDefault();
                onOpen(quest.sysname);
              }}
            >
              <strong>{quest.title}</strong>
            </Link>
            <p>{quest.description}</p>
            <p className={muted()}>{t('loyalty.quests.reward', { count: quest.rewardPoints })}</p>
            <QuestProgress quest={quest} />
          </li>
        ))}
      </ul>
    </section>
  );
}
