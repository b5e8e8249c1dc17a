import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionPage, useLocalizedPath } from '@nfx/app-runtime';
import { panel } from '@nfx/ui';
import { useOffers } from '../api/offers';
import { Loading } from '../common/Loading';
import { OfferTerms } from '../common/OfferTerms';
import { QueryError } from '../common/QueryError';
import { type PromotionsSection, detailPath } from '../common/section';
import { TakeOffer } from '../common/TakeOffer';
import { usePageContext } from '../common/use-page-context';
import * as styles from '../common/promotions.css';

/** `/promotions` and `/offers`: a card per live campaign (image, title, short text, its terms and the call to action). */
export function OffersPage({ section }: { section: PromotionsSection }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { locale, signedIn } = usePageContext();
  const offers = useOffers(locale, signedIn);

  return (
    <SectionPage namespace="promotions" page={section}>
      {offers.isPending ? (
        <Loading />
      ) : offers.isError ? (
        <QueryError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <p className={styles.muted}>{t('promotions.list.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t(`promotions.${section}.title`)}>
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <article className={`${panel({ padding: 'md' })} ${styles.card}`} aria-labelledby={`offer-${offer.id}-title`}>
                {offer.description.image && <img className={styles.image} src={offer.description.image} alt="" loading="lazy" />}
                <h2 id={`offer-${offer.id}-title`} className={styles.heading}>
                  <Link to={localized(detailPath(section, offer.id))}>{offer.description.title}</Link>
                </h2>
                <p className={styles.text}>{offer.description.text}</p>
                <OfferTerms offer={offer} />
                <TakeOffer offer={offer} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </SectionPage>
  );
}
