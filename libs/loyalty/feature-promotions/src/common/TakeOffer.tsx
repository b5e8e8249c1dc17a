import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CampaignOffer } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { Button, alert, muted } from '@nfx/ui';
import { useTakeOffer } from '../api/take-offer';
import { errorMessageKey } from './error-message';
import { usePageContext } from './use-page-context';
import { useSignInPrompt } from './use-sign-in-prompt';
import * as styles from './promotions.css';

/**
 * The call to action: a player takes the offer (campaigns.takepromotions) and goes to the deposit
 * form with it chosen; a visitor is asked to sign in first. An offer the player no longer
 * qualifies for (`user_satisfies_params`) says so instead.
 */
export function TakeOffer({ offer }: { offer: CampaignOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { signedIn } = usePageContext();
  const promptSignIn = useSignInPrompt();
  const take = useTakeOffer();

  if (!offer.user_satisfies_params) return <p className={muted()}>{t('promotions.offer.notEligible')}</p>;

  const onClick = () => {
    if (!signedIn) {
      promptSignIn();
      return;
    }
    take.mutate(offer.id, { onSuccess: () => void navigate(localized(paths.cashier.deposit({ offerId: offer.id }))) });
  };
  return (
    <div className={styles.actions}>
      <Button onClick={onClick} loading={take.isPending} aria-describedby={take.isError ? `take-offer-error-${offer.id}` : undefined}>
        {t('promotions.offer.take')}
      </Button>
      {take.isError && (
        <p id={`take-offer-error-${offer.id}`} role="alert" className={alert()}>
          {t(errorMessageKey(take.error))}
        </p>
      )}
    </div>
  );
}
