import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@nfx/api-contract';
import { panel, muted, heading } from '@nfx/ui';
import { type BonusAction, useBonusAction, useBonuses } from '../api/bonuses';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorText } from '../common/error-text';
import { ProfileFrame } from '../common/ProfileFrame';
import { toastSuccess } from '../common/toast';
import * as styles from '../common/profile.css';
import { BettingBonusesSection } from './BettingBonusesSection';
import { BonusesLoad } from './BonusesLoad';
import { BonusItem } from './BonusItem';
import { PromoCodeForm } from './PromoCodeForm';

const SECTIONS = [
  { id: 'active', statuses: ['active'] },
  { id: 'available', statuses: ['available'] },
  { id: 'history', statuses: ['completed', 'expired', 'forfeited', 'cancelled'] },
] as const;

/**
 * The player's bonuses (§2): a promo code, the casino bonuses (active, available and past ones),
 * then the betting bonuses (free bets); every money step asks first.
 */
export function BonusesPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const bonuses = useBonuses(i18n.language);
  const action = useBonusAction();
  const [asked, setAsked] = useState<{ action: BonusAction; bonus: Bonus } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirm = () => {
    if (!asked) return;
    setNotice(null);
    action.mutate(
      { action: asked.action, id: asked.bonus.id },
      {
        onSuccess: () => toastSuccess('bonus', t(`profile.bonuses.done.${asked.action}`, { title: asked.bonus.title })),
        onError: (error) => setNotice(errorText(error)),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <ProfileFrame page="bonuses">
      <PromoCodeForm />
      <BonusesLoad notice={notice} query={bonuses} skeletonHeight="8rem">
        {(data) =>
          SECTIONS.map((section) => {
            const items = data.filter((bonus) => (section.statuses as readonly string[]).includes(bonus.status));
            return (
              <section key={section.id} className={panel({ padding: 'md' })} aria-labelledby={`profile-bonuses-${section.id}`}>
                <h2 id={`profile-bonuses-${section.id}`} className={heading({ weight: 'bold' })}>
                  {t(`profile.bonuses.sections.${section.id}`)}
                </h2>
                {items.length === 0 ? (
                  <p className={muted({ size: 'inherit' })}>{t(`profile.bonuses.none.${section.id}`)}</p>
                ) : (
                  <ul className={styles.list}>
                    {items.map((bonus) => (
                      <BonusItem
                        key={bonus.id}
                        bonus={bonus}
                        busy={action.isPending && action.variables?.id === bonus.id}
                        onAction={(next, target) => setAsked({ action: next, bonus: target })}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        }
      </BonusesLoad>
      <BettingBonusesSection />
      {asked && (
        <ConfirmDialog
          title={t(`profile.bonuses.confirm.${asked.action}.title`)}
          text={t(`profile.bonuses.confirm.${asked.action}.text`, { title: asked.bonus.title })}
          confirmLabel={t(`profile.bonuses.confirm.${asked.action}.confirm`)}
          danger={asked.action !== 'activate'}
          busy={action.isPending}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      )}
    </ProfileFrame>
  );
}
