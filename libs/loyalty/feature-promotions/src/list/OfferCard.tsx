import { Link } from 'react-router';
import { useLocalizedPath } from '@nfx/app-runtime';
import type { CampaignOffer, PromotionSummary } from '@nfx/api-contract';
import { Image, panel, heading } from '@nfx/ui';
import { OfferTerms } from '../common/OfferTerms';
import { promotionText } from '../common/promotion-text';
import { type PromotionsSection, detailPath } from '../common/section';
import { TakeOffer } from '../common/TakeOffer';
import { PROMOTION_IMAGE_HEIGHT, PROMOTION_IMAGE_WIDTH } from '../common/promotion-image';
import * as styles from '../common/promotions.css';

interface OfferCardProps {
  section: PromotionsSection;
  offer: CampaignOffer;
  /** The operator's card for this campaign, or null when none is published (the campaign's own words show). */
  page: PromotionSummary | null;
  /** The page's locale: text that fell back to another one is marked with its `lang`. */
  locale: string;
  /** A card of the list's first row: on screen at once, so its picture loads at once (the server's first paint asked for it already). */
  firstRow?: boolean;
}

/** One live campaign in the list: picture, title linking to its page, short text, its terms and the call to action. */
export function OfferCard({ section, offer, page, locale, firstRow = false }: OfferCardProps) {
  const localized = useLocalizedPath();
  const text = promotionText(offer, page, locale);
  return (
    <article className={`${panel({ padding: 'md' })} ${styles.card}`} aria-labelledby={`offer-${offer.id}-title`}>
      {/* A picture that fails gives way to the campaign's own, then to a placeholder of the same box (spec §8). */}
      {text.image && (
        <Image
          className={styles.image}
          src={text.image}
          fallbacks={text.imageFallback ? [{ src: text.imageFallback }] : []}
          alt={text.imageAlt}
          width={PROMOTION_IMAGE_WIDTH}
          height={PROMOTION_IMAGE_HEIGHT}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={firstRow ? 'high' : 'auto'}
        />
      )}
      <h2 id={`offer-${offer.id}-title`} className={heading()} lang={text.contentLang}>
        <Link to={localized(detailPath(section, offer.id))}>{text.title}</Link>
      </h2>
      <p className={styles.text} lang={text.contentLang}>
        {text.summary}
      </p>
      <OfferTerms offer={offer} />
      <TakeOffer offer={offer} />
    </article>
  );
}
