import { useTranslation } from 'react-i18next';
import { SectionPage } from '@nfx/app-runtime';
import { useCampaignOffers } from '@nfx/account';
import { usePromotionSummaries } from '../api/promotion-summaries';
import { Loading } from '../common/Loading';
import { QueryError } from '../common/QueryError';
import type { PromotionsSection } from '../common/section';
import { usePageContext } from '../common/use-page-context';
import { OfferCard } from './OfferCard';
import { muted } from '@nfx/ui';
import * as styles from '../common/promotions.css';

/** Cards in the grid's widest row (promotions.css.ts `grid`). */
const FIRST_ROW = 3;

/**
 * `/promotions` and `/offers`: a card per live campaign (campaigns.getoffers) with the title, text
 * and picture of the page operators wrote for it in the page's locale (campaigns.getpromotionsummaries,
 * one request for the list, asked in parallel), its terms and the call to action. The skeletons stay
 * until both have answered, so no card changes its words or height once drawn.
 */
export function OffersPage({ section }: { section: PromotionsSection }) {
  const { t } = useTranslation();
  const { locale, signedIn } = usePageContext();
  const offers = useCampaignOffers(locale, signedIn);
  const summaries = usePromotionSummaries(locale);

  return (
    <SectionPage namespace="promotions" page={section}>
      {offers.isPending ? (
        <Loading />
      ) : offers.isError ? (
        <QueryError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <p className={muted()}>{t('promotions.list.empty')}</p>
      ) : summaries.isPending ? (
        <Loading />
      ) : summaries.isError ? (
        // A card in the campaign's untranslated words would be the wrong page's text: say so and offer a retry.
        <QueryError error={summaries.error} onRetry={() => void summaries.refetch()} />
      ) : (
        <ul className={styles.grid} aria-label={t(`promotions.${section}.title`)}>
          {offers.data.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard
                section={section}
                offer={offer}
                page={summaries.data.find((item) => item.id === offer.id) ?? null}
                locale={locale}
                firstRow={index < FIRST_ROW}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
