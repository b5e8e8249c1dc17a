import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@nfx/ui';
import { type StaffKycDocument, useKycDocument } from '../api/kyc';
import * as styles from './kyc.css';

/**
 * One photo of a verification, fetched on its own (a megabyte each) so the list shows at once.
 * The photo is a button: a reviewer enlarges it to the card's width to read the document, and
 * shrinks it back; a screen reader hears which photo and whether it is enlarged.
 */
export function KycPhoto({ document, login }: { document: StaffKycDocument; login: string }) {
  const { t } = useTranslation();
  const photo = useKycDocument(document.id);
  const [enlarged, setEnlarged] = useState(false);
  const name = t('backoffice-kyc.photoOf', { side: t(`backoffice-kyc.sides.${document.side}`), login });

  return (
    <figure className={enlarged ? `${styles.figure} ${styles.figureEnlarged}` : styles.figure} data-testid="kyc-photo">
      {photo.isPending ? (
        <div className={styles.photoPlaceholder}>
          {/* Plain text, not a live region: a page of cards would otherwise announce every photo. */}
          <Spinner size="sm" />
          <span>{t('backoffice-kyc.photoLoading', { photo: name })}</span>
        </div>
      ) : photo.isError ? (
        <div className={styles.photoPlaceholder} role="alert">
          <span>{t('backoffice-kyc.photoFailed', { photo: name })}</span>
          <Button size="sm" variant="secondary" onClick={() => void photo.refetch()}>
            {t('backoffice.common.retry')}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.photoButton}
          aria-expanded={enlarged}
          aria-label={t(enlarged ? 'backoffice-kyc.shrinkPhoto' : 'backoffice-kyc.enlargePhoto', { photo: name })}
          onClick={() => setEnlarged((value) => !value)}
        >
          <img
            src={`data:${photo.data.content_type};base64,${photo.data.data}`}
            alt={name}
            width={document.width}
            height={document.height}
            className={enlarged ? styles.enlarged : styles.thumbnail}
          />
        </button>
      )}
      <figcaption className={styles.caption}>
        {t(`backoffice-kyc.sides.${document.side}`)} · {t('backoffice-kyc.photoSize', { width: document.width, height: document.height })}
      </figcaption>
    </figure>
  );
}
