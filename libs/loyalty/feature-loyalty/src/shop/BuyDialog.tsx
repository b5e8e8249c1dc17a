import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoyaltyProduct } from '@nfx/api-contract';
import { useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { Button, DialogOverlay, DialogPanel, alert, heading } from '@nfx/ui';
import { useBuyProduct } from '../api/buy-product';
import { errorMessageKey, isInsufficientPoints } from '../common/error-message';
import * as styles from '../common/loyalty.css';
import { ProductReward, ProductUseLink } from './ProductReward';

export interface BuyDialogProps {
  product: LoyaltyProduct;
  points: number;
  alias: string;
  onClose: () => void;
}

/**
 * The shop's popups (§2): insufficient funds when the points do not cover the price (also when
 * the API says so), otherwise confirm, then the purchase's outcome.
 */
export function BuyDialog({ product, points, alias, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const titleId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const buy = useBuyProduct();
  // After a purchase the points on screen drop: the outcome stays the outcome.
  const short = !buy.isSuccess && (points < product.price || isInsufficientPoints(buy.error));

  let content;
  if (short) {
    content = (
      <>
        <h2 id={titleId} className={heading()}>
          {t('loyalty.shop.insufficientTitle')}
        </h2>
        <p role="alert">{t('loyalty.shop.insufficientText', { price: product.price, points, alias })}</p>
        <Link to={localized(paths.loyalty())} onClick={onClose}>
          {t('loyalty.shop.howToEarn')}
        </Link>
        <Button ref={primaryRef} variant="secondary" onClick={onClose}>
          {t('loyalty.common.close')}
        </Button>
      </>
    );
  } else if (buy.isSuccess) {
    content = (
      <>
        <h2 id={titleId} className={heading()}>
          {t('loyalty.shop.boughtTitle')}
        </h2>
        <p role="status">{t('loyalty.shop.boughtText', { product: product.title, points: buy.data.points, alias })}</p>
        <ProductUseLink product={product} onClick={onClose} />
        <Button ref={primaryRef} onClick={onClose}>
          {t('loyalty.common.close')}
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <h2 id={titleId} className={heading()}>
          {t('loyalty.shop.confirmTitle')}
        </h2>
        <p>{t('loyalty.shop.confirmText', { product: product.title, price: product.price, alias })}</p>
        <ProductReward product={product} />
        {buy.isError && (
          <p role="alert" className={alert()}>
            {t(errorMessageKey(buy.error))}
          </p>
        )}
        <Button ref={primaryRef} loading={buy.isPending} onClick={() => buy.mutate(product.id)}>
          {t('loyalty.shop.confirm')}
        </Button>
        <Button variant="secondary" disabled={buy.isPending} onClick={onClose}>
          {t('loyalty.shop.cancel')}
        </Button>
      </>
    );
  }

  return createPortal(
    <DialogOverlay onRequestClose={onClose} closable={!buy.isPending}>
      <DialogPanel
        aria-labelledby={titleId}
        closeLabel={t('loyalty.common.close')}
        initialFocusRef={primaryRef}
        key={short ? 'short' : buy.isSuccess ? 'done' : 'confirm'}
      >
        <div className={styles.list} data-testid="loyalty-buy-dialog">
          {content}
        </div>
      </DialogPanel>
    </DialogOverlay>,
    document.body,
  );
}
