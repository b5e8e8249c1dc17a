import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendSiteEvent, useLocalizedPath } from '@nfx/app-runtime';
import { DEFAULT_CASINO_SETTINGS, selectCasinoSettings, useCmsConfig } from '@nfx/cms-config';
import { useSession } from '@nfx/session';
import { Button, Skeleton } from '@nfx/ui';
import { paths } from '@nfx/paths';
import { useFreeSpinsByGame } from '../api/free-spins';
import { useGame } from '../api/game';
import { EmptyState } from '../common/EmptyState';
import { QueryError } from '../common/QueryError';
import { displayOf } from '../common/display';
import { useAuthPrompt } from '../common/use-auth-prompt';
import { isInTelegram, showsFullScreenButton, useFullScreen } from './full-screen';
import { GameLaunchFailed } from './GameLaunchFailed';
import { useGameLaunch } from './launch-check';
import { type GameMode, gameFrameUrl, gameModeOf, isBalanceEmpty } from './game-mode';
import { rememberRecentGame } from './recent-games';
import { useBalanceMessages } from './use-balance-messages';
import { useRealityCheck } from './use-reality-check';
import { useDemoModePopup } from './use-demo-mode-popup';
import * as styles from './GamePage.css';

/** `/game/{sysname}`: the game in a frame, in demo or for real money. */
export function GamePage() {
  const { sysname = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const session = useSession();
  const settings = useCmsConfig(selectCasinoSettings).data ?? DEFAULT_CASINO_SETTINGS;
  const game = useGame(sysname, i18n.language);
  const freeSpins = useFreeSpinsByGame();
  const promptAuth = useAuthPrompt();
  const stageRef = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(stageRef);
  const prompted = useRef(false);
  useBalanceMessages();

  const item = game.data ?? null;
  const mode: GameMode = gameModeOf(hash, session.isAuthenticated, item?.has_demo ?? true);
  const needsAccount = mode === 'play' && !session.isLoading && !session.isAuthenticated;
  useRealityCheck(mode === 'play' && session.isAuthenticated);

  const spins = item ? (freeSpins.data?.get(item.sysname) ?? item.freespins?.remaining_count ?? 0) : 0;
  const blockedByBalance =
    mode === 'play' && session.account !== null && !settings.allowZeroBalanceSlotPlay && isBalanceEmpty(session.account) && spins === 0;
  // The frame's address once the game is to be shown; the game server is asked first whether it opens.
  const frameUrl = item && !session.isLoading && !needsAccount && !blockedByBalance ? gameFrameUrl(item, mode) : null;
  const launch = useGameLaunch(frameUrl);
  // The address whose frame has loaded (its load event), for the demo-mode popup below.
  const [loadedFrame, setLoadedFrame] = useState<string | null>(null);

  useEffect(() => {
    if (item) rememberRecentGame(item.sysname);
  }, [item]);

  // Spec §2: `#real` opens registration for a visitor; dismissing it returns home.
  useEffect(() => {
    if (!needsAccount || hash !== '#real' || prompted.current) return;
    prompted.current = true;
    promptAuth('registration', (reason) => {
      if (reason === 'dismiss') navigate(localized(paths.home()));
    });
  }, [needsAccount, hash, promptAuth, navigate, localized]);

  const setMode = (next: GameMode) => navigate({ hash: next === 'play' ? '#real' : '#demo' }, { replace: true });

  // Not over the errors-slot page, nor while the game's frame is still loading: the frame is a
  // document of this site, parsed, styled and run on the page's own main thread, and a dialog
  // opened meanwhile (its chunk, its render, focus moving into it and the layout that forces)
  // adds to the same long tasks of the page's start-up. The frame only shows once the game
  // server said the game opens.
  const frameSettled = frameUrl === null || loadedFrame === frameUrl;
  useDemoModePopup(item?.sysname ?? null, mode, !game.isPending && !session.isLoading && frameSettled, {
    isAuthenticated: session.isAuthenticated,
    needsDeposit: session.account !== null && !settings.allowZeroBalanceSlotPlay && isBalanceEmpty(session.account),
    onRegister: () => promptAuth('registration'),
    onSignIn: () => promptAuth('authorization'),
    onPlayForReal: () => setMode('play'),
    onDeposit: () => navigate(localized(paths.cashier.deposit())),
  });

  if (game.isPending || session.isLoading) {
    return (
      <section className={styles.page} data-page="casino-game" aria-busy="true" aria-label={t('casino.game.title')}>
        <Skeleton shape="text" width="16rem" />
        <div className={styles.stage}>
          <Skeleton shape="block" height="100%" />
        </div>
      </section>
    );
  }
  if (game.isError) {
    return (
      <section data-page="casino-game">
        <h1>{t('casino.game.title')}</h1>
        <QueryError error={game.error} onRetry={() => void game.refetch()} retrying={game.isFetching} />
      </section>
    );
  }
  if (!item) {
    return (
      <section data-page="casino-game">
        <h1>{t('casino.game.title')}</h1>
        <EmptyState title={t('casino.game.notFound')}>
          <Link to={localized(paths.gameHall())}>{t('casino.game.toHall')}</Link>
        </EmptyState>
      </section>
    );
  }

  // Spec §2: a game that cannot be launched (unknown to the game server, a failing one) gives the errors-slot page.
  if (launch.data === 'unavailable' || launch.data === 'failed') return <GameLaunchFailed sysname={item.sysname} />;

  const { name } = displayOf(item);
  const showFullScreen = fullScreen.supported && showsFullScreenButton(settings.fullScreenGame, isInTelegram());

  return (
    <section className={styles.page} data-page="casino-game" data-game-mode={mode} aria-labelledby="casino-game-title">
      <div className={styles.header}>
        <div>
          <h1 id="casino-game-title" className={styles.title}>
            {name}
          </h1>
          <p className={styles.meta}>{t('casino.game.provider', { name: item.provider.name })}</p>
        </div>
        <div className={styles.controls}>
          <div className={styles.modeSwitch} role="group" aria-label={t('casino.game.mode')}>
            <Button
              size="sm"
              variant={mode === 'demo' ? 'primary' : 'ghost'}
              aria-pressed={mode === 'demo'}
              disabled={!item.has_demo}
              onClick={() => setMode('demo')}
            >
              {t('casino.game.demo')}
            </Button>
            <Button
              size="sm"
              variant={mode === 'play' ? 'primary' : 'ghost'}
              aria-pressed={mode === 'play'}
              onClick={() => setMode('play')}
            >
              {t('casino.game.real')}
            </Button>
          </div>
          {showFullScreen && (
            <Button size="sm" variant="secondary" onClick={fullScreen.toggle}>
              {t(fullScreen.active ? 'casino.game.exitFullScreen' : 'casino.game.fullScreen')}
            </Button>
          )}
        </div>
      </div>
      {spins > 0 && mode === 'play' && <p className={styles.freeSpins}>{t('casino.freeSpins.available', { count: spins })}</p>}
      <div className={styles.stage} ref={stageRef}>
        {needsAccount ? (
          <div className={styles.notice}>
            <p>{t('casino.game.signInToPlay')}</p>
            <div className={styles.noticeActions}>
              <Button onClick={() => promptAuth('registration')}>{t('common.register')}</Button>
              <Button variant="secondary" onClick={() => promptAuth('authorization')}>
                {t('common.signIn')}
              </Button>
              {item.has_demo && (
                <Button variant="ghost" onClick={() => setMode('demo')}>
                  {t('casino.game.demo')}
                </Button>
              )}
            </div>
          </div>
        ) : blockedByBalance ? (
          <div className={styles.notice} role="status">
            <p>{t('casino.game.zeroBalance')}</p>
            <div className={styles.noticeActions}>
              <Link to={localized(paths.cashier.deposit())}>{t('casino.game.deposit')}</Link>
              {item.has_demo && (
                <Button variant="ghost" onClick={() => setMode('demo')}>
                  {t('casino.game.demo')}
                </Button>
              )}
            </div>
          </div>
        ) : frameUrl === null || launch.isPending ? (
          <Skeleton shape="block" height="100%" />
        ) : (
          <iframe
            key={mode}
            className={styles.frame}
            src={frameUrl}
            title={t('casino.game.frameTitle', { name })}
            allow="fullscreen; autoplay"
            onLoad={() => {
              setLoadedFrame(frameUrl);
              // The game started: its frame loaded (a site event, sent only with consent).
              sendSiteEvent('game_start', { game: item.sysname, mode });
            }}
          />
        )}
      </div>
    </section>
  );
}
