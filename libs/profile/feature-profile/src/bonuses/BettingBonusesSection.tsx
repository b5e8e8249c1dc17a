import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { isApiError } from '@nfx/errors';
import { panel, muted, stack, heading } from '@nfx/ui';
import { useActivateBettingBonus } from '../api/betting-bonuses-activate';
import { useBettingBonuses } from '../api/betting-bonuses-get';
import { useRemoveBettingBonus } from '../api/betting-bonuses-remove';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorText } from '../common/error-text';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';
import { announceBettingBonus } from './betting-bonus-popup';
import { type BettingBonusAction, BettingBonusItem } from './BettingBonusItem';
import { BonusesLoad } from './BonusesLoad';

/** The one running free bet first, then those waiting, then the past ones; newest first within each (the API's order). */
const RANK: Record<string, number> = { active: 0, available: 1 };
const byRank = (a: Bonus, b: Bonus) => (RANK[a.status] ?? 2) - (RANK[b.status] ?? 2);

/**
 * The player's betting bonuses (free bets, BettingBonuses.get) on /profile/bonuses. Activating or
 * removing one asks first (§2 bonus activate/remove confirm); an activation ends with the shell's
 * "betting bonus activated" popup.
 */
export function BettingBonusesSection() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const bonuses = useBettingBonuses(i18n.language);
  const activate = useActivateBettingBonus();
  const remove = useRemoveBettingBonus();
  const [asked, setAsked] = useState<{ action: BettingBonusAction; bonus: Bonus } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = activate.isPending || remove.isPending;
  const busyId = activate.isPending ? activate.variables : remove.isPending ? remove.variables : undefined;

  // One free bet runs at a time: say so in words rather than with the generic refusal.
  const refusalText = (error: unknown) =>
    isApiError(error) && error.code === 'bonus_already_active' ? t('profile.bonuses.betting.alreadyActive') : errorText(error);

  const confirm = () => {
    if (!asked) return;
    const { action, bonus } = asked;
    setNotice(null);
    const onError = (error: unknown) => {
      setNotice(refusalText(error));
      setAsked(null);
    };
    if (action === 'activate') {
      activate.mutate(bonus.id, {
        onSuccess: (active) => {
          // The question closes before the popup opens, so the popup keeps the focus.
          setAsked(null);
          announceBettingBonus(active, () =>
            toastSuccess('betting-bonus', t('profile.bonuses.betting.done.activate', { title: active.title })),
          );
        },
        onError,
      });
    } else {
      remove.mutate(bonus.id, {
        onSuccess: () => {
          setAsked(null);
          toastSuccess('betting-bonus', t('profile.bonuses.betting.done.remove', { title: bonus.title }));
        },
        onError,
      });
    }
  };

  return (
    <section className={panel({ padding: 'md' })} aria-labelledby="profile-bonuses-betting">
      <div className={stack({ gap: 4 })}>
        <h2 id="profile-bonuses-betting" className={heading({ weight: 'bold' })}>
          {t('profile.bonuses.betting.title')}
        </h2>
        <p className={muted({ size: 'inherit' })}>{t('profile.bonuses.betting.intro')}</p>
        <BonusesLoad notice={notice} query={bonuses} skeletonHeight="6rem">
          {(data) =>
            data.length === 0 ? (
              <p className={muted({ size: 'inherit' })}>{t('profile.bonuses.betting.none')}</p>
            ) : (
              <ul className={styles.list}>
                {[...data].sort(byRank).map((bonus) => (
                  <BettingBonusItem
                    key={bonus.id}
                    bonus={bonus}
                    busy={busyId === bonus.id}
                    onAction={(action, target) => setAsked({ action, bonus: target })}
                  />
                ))}
              </ul>
            )
          }
        </BonusesLoad>
      </div>
      {asked && (
        <ConfirmDialog
          title={t(`profile.bonuses.betting.confirm.${asked.action}.title`)}
          text={t(`profile.bonuses.betting.confirm.${asked.action}.text`, { title: asked.bonus.title })}
          confirmLabel={t(`profile.bonuses.betting.confirm.${asked.action}.confirm`)}
          danger={asked.action === 'remove'}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      )}
    </section>
  );
}
