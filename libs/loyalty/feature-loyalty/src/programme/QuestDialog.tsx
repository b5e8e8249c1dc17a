import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { isApiError } from '@nfx/errors';
import { paths } from '@nfx/paths';
import { DialogOverlay, DialogPanel, heading, muted } from '@nfx/ui';
import { useProgram } from '../api/program';
import { Loading } from '../common/Loading';
import { QueryError } from '../common/QueryError';
import { usePageContext } from '../common/use-page-context';
import * as styles from '../common/loyalty.css';
import { QuestProgress } from './QuestList';

/**
 * The loyalty quest popup (§2), opened from `/loyalty`: what the quest asks, its reward and the
 * player's progress, and a link to its own page. A skeleton while it loads; Esc, the overlay or
 * the close button close it, and focus goes back to the quest that opened it.
 */
export function QuestDialog({ sysname, onClose }: { sysname: string; onClose: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const titleId = useId();
  const { locale, signedIn } = usePageContext();
  const program = useProgram(sysname, locale, signedIn);
  const notFound = program.isError && isApiError(program.error) && program.error.type === 'MethodNotFound';

  let content;
  if (program.isPending) {
    content = (
      <>
        <h2 id={titleId} className={heading()}>
          {t('loyalty.quests.title')}
        </h2>
        <Loading rows={2} />
      </>
    );
  } else if (program.isError) {
    content = (
      <>
        <h2 id={titleId} className={heading()}>
          {t('loyalty.quests.title')}
        </h2>
        {notFound ? (
          <p role="alert">{t('loyalty.quests.notFound')}</p>
        ) : (
          <QueryError error={program.error} onRetry={() => void program.refetch()} />
        )}
      </>
    );
  } else {
    const quest = program.data;
    content = (
      <>
        <h2 id={titleId} className={heading()}>
          {quest.title}
        </h2>
        <p>{quest.description}</p>
        <p className={muted()}>{t('loyalty.quests.reward', { count: quest.rewardPoints })}</p>
        {signedIn ? <QuestProgress quest={quest} /> : <p className={muted()}>{t('loyalty.programme.signInInvite')}</p>}
        <Link to={localized(paths.loyaltyProgram(quest.sysname))}>{t('loyalty.quests.openPage')}</Link>
      </>
    );
  }

  return createPortal(
    <DialogOverlay onRequestClose={onClose}>
      <DialogPanel aria-labelledby={titleId} closeLabel={t('loyalty.common.close')}>
        <div className={styles.list} data-testid="loyalty-quest-dialog">
          {content}
        </div>
      </DialogPanel>
    </DialogOverlay>,
    document.body,
  );
}
