import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionNotFound, useLocalizedPath } from '@nfx/app-runtime';
import { useCampaignOffers } from '@nfx/account';
import { Image, panel } from '@nfx/ui';
import { offerById } from '../api/offers';
import { usePromotionContent } from '../api/promotion-content';
import { Loading } from '../common/Loading';
import { PROMOTION_IMAGE_HEIGHT, PROMOTION_IMAGE_WIDTH } from '../common/promotion-image';
import { OfferTerms } from '../common/OfferTerms';
import { QueryError } from '../common/QueryError';
import { type PromotionsSection, listPath } from '../common/section';
import { TakeOffer } from '../common/TakeOffer';
import { usePageContext } from '../common/use-page-context';
import { campaignIdOf, promotionView } from './promotion-view';
import * as styles from '../common/promotions.css';

/**
 * `/promotions/{id}` and `/offers/{id}`: one campaign with the page operators wrote for it (text,
 * body, terms and conditions, picture; campaigns.getpromotioncontent) over its own figures and call
 * to action. An id no live offer has is not found (the site answers 404 by the same rule, see the
 * site's detail lookups). Both calls start together; the operator's text is the API's sanitised HTML.
 */
export function OfferPage({ section }: { section: PromotionsSection }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  const { locale, signedIn } = usePageContext();
  const offers = useCampaignOffers(locale, signedIn);
  const content = usePromotionContent(campaignIdOf(id), locale);

  if (offers.isPending || content.isLoading) return <Loading rows={1} />;
  if (offers.isError) return <QueryError error={offers.error} onRetry={() => void offers.refetch()} />;
  const offer = offerById(offers.data, id);
  if (!offer) return <SectionNotFound />;
  // The terms and conditions are the operator's: a page without them must not look complete.
  if (content.isError) return <QueryError error={content.error} onRetry={() => void content.refetch()} />;
  const view = promotionView(offer, content.data ?? null, locale);
  return (
    <article
      aria-labelledby="offer-title"
      data-page={`promotions-${section}-detail`}
      className={`${panel({ padding: 'lg' })} ${styles.detail}`}
    >
      {view.image && (
        <Image
          className={styles.image}
          src={view.image}
          fallbacks={view.imageFallback ? [{ src: view.imageFallback }] : []}
          alt={view.imageAlt}
          width={PROMOTION_IMAGE_WIDTH}
          height={PROMOTION_IMAGE_HEIGHT}
        />
      )}
      <h1 id="offer-title" lang={view.contentLang}>
        {view.title}
      </h1>
      <p className={styles.text} lang={view.contentLang}>
        {view.summary}
      </p>
      {view.body && <div className={styles.richText} lang={view.contentLang} dangerouslySetInnerHTML={{ __html: view.body }} />}
      <OfferTerms offer={offer} />
      <TakeOffer offer={offer} />
      {view.terms && (
        <section aria-labelledby="offer-terms-title" className={styles.termsSection}>
          <h2 id="offer-terms-title">{t('promotions.detail.termsTitle')}</h2>
          <div className={styles.richText} lang={view.contentLang} dangerouslySetInnerHTML={{ __html: view.terms }} />
        </section>
      )}
      <Link to={localized(listPath(section))}>{t(`promotions.${section}.back`)}</Link>
    </article>
  );
}
