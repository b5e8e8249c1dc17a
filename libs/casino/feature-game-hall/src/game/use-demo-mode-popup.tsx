import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, openDialog } from '@nfx/dialogs';
import type { GameMode } from './game-mode';
import { DemoModePopup, type DemoModePopupProps } from './DemoModePopup';

export const DEMO_MODE_DIALOG_ID = 'casino-demo-mode';

type Actions = Omit<DemoModePopupProps, 'onContinueDemo'>;

/**
 * Spec §2 "demo mode" popup. It shows once per game open: when a game page opens (or moves to
 * another game) in demo mode. Not on every spin, not when the player picks the demo themselves
 * through the page's mode switch (they know already), and not again after a reload of the frame.
 * Leaving the page closes it.
 */
export function useDemoModePopup(sysname: string | null, mode: GameMode, ready: boolean, actions: Actions): void {
  const { t } = useTranslation();
  const shownFor = useRef<string | null>(null);
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    if (!ready || !sysname || shownFor.current === sysname) return;
    // The first mode this game opened in decides; a later switch to demo is the player's own choice.
    shownFor.current = sysname;
    if (mode !== 'demo') return;
    const then = (act: () => void) => () => {
      closeDialog(DEMO_MODE_DIALOG_ID);
      act();
    };
    const current = latest.current;
    openDialog({
      id: DEMO_MODE_DIALOG_ID,
      title: t('casino.game.demoPopup.title'),
      content: (
        <DemoModePopup
          {...current}
          onRegister={then(() => latest.current.onRegister())}
          onSignIn={then(() => latest.current.onSignIn())}
          onPlayForReal={then(() => latest.current.onPlayForReal())}
          onDeposit={then(() => latest.current.onDeposit())}
          onContinueDemo={() => closeDialog(DEMO_MODE_DIALOG_ID)}
        />
      ),
    });
  }, [ready, sysname, mode, t]);

  useEffect(() => () => void closeDialog(DEMO_MODE_DIALOG_ID), []);
}
