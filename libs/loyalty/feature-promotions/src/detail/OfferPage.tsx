import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionNotFound, useLocalizedPath } from '@nfx/app-runtime';
import { panel } from '@nfx/ui';
import { offerById, useOffers } from '../api/offers';
import { Loading } from '../common/Loading';
import { OfferTerms } from '../common/OfferTerms';
import { QueryError } from '../common/QueryError';
import { type PromotionsSection, listPath } from '../common/section';
import { TakeOffer } from '../common/TakeOffer';
import { usePageContext } from '../common/use-page-context';
import * as styles from '../common/promotions.css';

/**
 * `/promotions/{id}` and `/offers/{id}`: one campaign with its full text and terms; an id no live
 * offer has is not found (the site answers 404 by the same rule, see the site's detail lookups).
 */
export function OfferPage({ section }: { section: PromotionsSection }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { id = '' } = useParams();
  const { locale, signedIn } = usePageContext();
  const offers = useOffers(locale, signedIn);

  if (offers.isPending) return <Loading rows={1} />;
  if (offers.isError) return <QueryError error={offers.error} onRetry={() => void offers.refetch()} />;
  const offer = offerById(offers.data, id);
  if (!offer) return <SectionNotFound />;
  return (
    <article
      aria-labelledby="offer-title"
      data-page={`promotions-${section}-detail`}
      className={`${panel({ padding: 'lg' })} ${styles.detail}`}
    >
      {offer.description.image && <img className={styles.image} src={offer.description.image} alt="" />}
      <h1 id="offer-title">{offer.description.title}</h1>
      <p className={styles.text}>{offer.description.text}</p>
      <OfferTerms offer={offer} />
      <TakeOffer offer={offer} />
      <Link to={localized(listPath(section))}>{t(`promotions.${section}.back`)}</Link>
    </article>
  );
}
