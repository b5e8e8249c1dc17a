import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionNotFound, useLocalizedPath } from '@nfx/app-runtime';
import { isApiError } from '@nfx/errors';
import { paths } from '@nfx/paths';
import { panel, muted } from '@nfx/ui';
import { useProgram } from '../api/program';
import { Loading } from '../common/Loading';
import { QueryError } from '../common/QueryError';
import { usePageContext } from '../common/use-page-context';
import { QuestProgress } from './QuestList';

/** `/loyalty/{sysname}`: one quest, what it asks, its reward and the player's progress; an unknown one is not found. */
export function ProgramPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { sysname = '' } = useParams();
  const { locale, signedIn } = usePageContext();
  const program = useProgram(sysname, locale, signedIn);
  if (program.isPending) return <Loading rows={2} />;
  if (program.isError) {
    if (isApiError(program.error) && program.error.type === 'MethodNotFound') return <SectionNotFound />;
    return <QueryError error={program.error} onRetry={() => void program.refetch()} />;
  }
  const quest = program.data;
  return (
    <section aria-labelledby="loyalty-program-title" data-page="loyalty-program" className={panel({ padding: 'lg' })}>
      <h1 id="loyalty-program-title">{quest.title}</h1>
      <p>{quest.description}</p>
      <p className={muted()}>{t('loyalty.quests.reward', { count: quest.rewardPoints })}</p>
      {signedIn ? <QuestProgress quest={quest} /> : <p className={muted()}>{t('loyalty.programme.signInInvite')}</p>}
      <Link to={localized(paths.loyalty())}>{t('loyalty.programme.back')}</Link>
    </section>
  );
}
