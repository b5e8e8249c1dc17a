import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoyaltyInfo } from '@nfx/account';
import type { LoyaltyProduct } from '@nfx/api-contract';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { paths } from '@nfx/paths';
import { Button, panel, heading, muted } from '@nfx/ui';
import { useProducts } from '../api/products';
import { Loading } from '../common/Loading';
import { CoinIcon } from '../common/CoinIcon';
import { PointsBadge } from '../common/PointsBadge';
import { QueryError } from '../common/QueryError';
import { usePageContext } from '../common/use-page-context';
import { useLoyaltyConfig } from '../common/use-loyalty-config';
import * as styles from '../common/loyalty.css';
import { BuyDialog } from './BuyDialog';
import { ProductReward } from './ProductReward';

/** What stops a product being bought, if anything: the per-player limit or the stock. */
function blockedReason(product: LoyaltyProduct): 'limit' | 'stock' | null {
  if (product.limitPerPlayer !== null && product.bought >= product.limitPerPlayer) return 'limit';
  if (product.stock !== null && product.stock <= 0) return 'stock';
  return null;
}

/** `/loyalty/shop`: products for points; buying opens the confirm (or insufficient points) popup. */
export function ShopPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { locale, signedIn } = usePageContext();
  const config = useLoyaltyConfig();
  const info = useLoyaltyInfo(locale, signedIn);
  const products = useProducts(locale, signedIn);
  const [buying, setBuying] = useState<LoyaltyProduct | null>(null);

  return (
    <SectionPage namespace="loyalty" page="shop">
      <p>
        <Link to={localized(paths.loyalty())}>{t('loyalty.programme.back')}</Link>
      </p>
      {signedIn && info.data && <PointsBadge points={info.data.points} alias={info.data.pointsAlias} coinIcon={config?.coinIcon ?? ''} />}
      {!signedIn && <p className={muted()}>{t('loyalty.programme.signInInvite')}</p>}
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <p>{t('loyalty.shop.empty')}</p>
      ) : (
        <ul className={styles.grid} data-testid="loyalty-products">
          {products.data.items.map((product) => {
            const blocked = blockedReason(product);
            return (
              <li key={product.id} className={panel({ padding: 'md' })} data-product={product.sysname}>
                <p className={muted()}>{t(`loyalty.shop.kinds.${product.kind}`)}</p>
                <h2 className={heading()}>{product.title}</h2>
                <p>{product.description}</p>
                <ProductReward product={product} />
                <p className={styles.points}>
                  <CoinIcon src={config?.coinIcon ?? ''} />
                  {t('loyalty.shop.price', { price: product.price, alias: info.data?.pointsAlias ?? t('loyalty.shop.points') })}
                </p>
                {product.stock !== null && <p className={muted()}>{t('loyalty.shop.stock', { count: product.stock })}</p>}
                {product.limitPerPlayer !== null && (
                  <p className={muted()}>{t('loyalty.shop.limit', { bought: product.bought, limit: product.limitPerPlayer })}</p>
                )}
                {blocked && <p className={muted()}>{t(`loyalty.shop.errors.${blocked}`)}</p>}
                {signedIn && (
                  <Button disabled={blocked !== null || !info.data} onClick={() => setBuying(product)}>
                    {t('loyalty.shop.buy')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {buying && info.data && (
        <BuyDialog product={buying} points={info.data.points} alias={info.data.pointsAlias} onClose={() => setBuying(null)} />
      )}
    </SectionPage>
  );
}
