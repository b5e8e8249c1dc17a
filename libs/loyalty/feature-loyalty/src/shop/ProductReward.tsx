import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoyaltyProduct } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { formatMoney } from '@nfx/format';
import { paths } from '@nfx/paths';
import { Image } from '@nfx/ui';
import * as styles from '../common/loyalty.css';

/** What buying a product gives, by its kind: the shop card and the confirm popup say it. */
export function ProductReward({ product }: { product: LoyaltyProduct }) {
  const { t } = useTranslation();
  if (product.freeSpins) return <p>{t('loyalty.shop.rewards.freeSpins', { spins: product.freeSpins.count })}</p>;
  if (product.bonusMoney)
    return <p>{t('loyalty.shop.rewards.bonusMoney', { amount: formatMoney(product.bonusMoney.amount, product.bonusMoney.currency) })}</p>;
  if (product.characterSkin)
    return (
      <p className={styles.characterOption}>
        <Image src={product.characterSkin.image} alt="" className={styles.smallPortrait} width={64} height={64} />
        <span>{t('loyalty.shop.rewards.characterSkin', { name: product.characterSkin.name })}</span>
      </p>
    );
  return null;
}

/** Where a bought product is used: the free spins' game, or the player's bonuses. */
export function ProductUseLink({ product, onClick }: { product: LoyaltyProduct; onClick: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (product.freeSpins)
    return (
      <Link to={localized(paths.game(product.freeSpins.gameSysname))} onClick={onClick}>
        {t('loyalty.shop.toGame')}
      </Link>
    );
  if (product.bonusMoney)
    return (
      <Link to={localized(paths.profile.bonuses())} onClick={onClick}>
        {t('loyalty.shop.toBonuses')}
      </Link>
    );
  if (product.characterSkin)
    return (
      <Link to={localized(paths.loyalty())} onClick={onClick}>
        {t('loyalty.shop.toCharacter')}
      </Link>
    );
  return null;
}
