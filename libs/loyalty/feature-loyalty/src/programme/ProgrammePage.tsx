import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoyaltyInfo } from '@nfx/account';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { usePrograms } from '../api/programs';
import { Loading } from '../common/Loading';
import { QueryError } from '../common/QueryError';
import { usePageContext } from '../common/use-page-context';
import { useLoyaltyConfig } from '../common/use-loyalty-config';
import { muted } from '@nfx/ui';
import * as styles from '../common/loyalty.css';
import { CharacterPanel } from './CharacterPanel';
import { LevelsPanel } from './LevelsPanel';
import { QuestDialog } from './QuestDialog';
import { QuestList } from './QuestList';
import { useQuestPopup } from './quest-popup';

/**
 * `/loyalty`: points, levels and progress, the character, and the quests, each opening in the quest
 * popup; visitors see the quests and an invitation.
 */
export function ProgrammePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { locale, signedIn } = usePageContext();
  const config = useLoyaltyConfig();
  const info = useLoyaltyInfo(locale, signedIn);
  const programs = usePrograms(locale, signedIn);
  const [openQuest, openQuestPopup, closeQuestPopup] = useQuestPopup();
  const showCharacter = Boolean(config?.isEnableCharacters && config.placesWhereDisplayedCharacters.includes('loyalty-page'));

  return (
    <SectionPage namespace="loyalty" page="programme">
      <p>
        <Link to={localized(paths.loyaltyShop())}>{t('loyalty.programme.toShop')}</Link>
        {config?.tutorialUrl ? (
          <>
            {' · '}
            <a href={config.tutorialUrl}>{t('loyalty.programme.tutorial')}</a>
          </>
        ) : null}
      </p>
      {!signedIn && <p className={muted()}>{t('loyalty.programme.signInInvite')}</p>}
      {signedIn && (
        <div className={styles.grid}>
          {info.isPending ? (
            <Loading rows={2} />
          ) : info.isError ? (
            <QueryError error={info.error} onRetry={() => void info.refetch()} />
          ) : (
            <>
              <LevelsPanel info={info.data} coinIcon={config?.coinIcon ?? ''} />
              {showCharacter && <CharacterPanel character={info.data.character} locale={locale} />}
            </>
          )}
        </div>
      )}
      {programs.isPending ? (
        <Loading />
      ) : programs.isError ? (
        <QueryError error={programs.error} onRetry={() => void programs.refetch()} />
      ) : (
        <QuestList quests={programs.data.items} onOpen={openQuestPopup} />
      )}
      {openQuest && <QuestDialog sysname={openQuest} onClose={closeQuestPopup} />}
    </SectionPage>
  );
}
