import type { Banner } from '@nfx/api-contract';
import { useRegistrationBanner } from '../api/registration-banner';
import { media } from '@nfx/design-tokens';
import { Image } from '@nfx/ui';
import * as styles from './AuthBanner.css';

/**
 * The optional banner of the registration mode (§2, §3 Banner). The images are decorative;
 * label, value and addition are text, so they stay translatable and readable by screen readers.
 * `addition` is inserted as HTML because banners.get passes it through the API's allow-list
 * sanitiser (the same one the home slider relies on). An image that fails to load gives way to a
 * placeholder of its box (the compact strip first to the wide image, of nearly the same shape),
 * and is logged (spec §8).
 */
export function AuthBannerView({ banner }: { banner: Banner }) {
  const { description } = banner;
  const compact = description.banner_type === 'compact';
  const texts = (
    <>
      {description.label ? <p className={styles.label}>{description.label}</p> : null}
      {description.value ? <p className={styles.value}>{description.value}</p> : null}
      {description.addition ? <div className={styles.addition} dangerouslySetInnerHTML={{ __html: description.addition }} /> : null}
    </>
  );
  if (compact) {
    // The wide image (735 × 240) has nearly the strip's shape (360 × 120): the better stand-in.
    const wide = description.image_735_240;
    const compactFallbacks = wide && wide !== description.registration_popup_mobile_compact ? [{ src: wide }] : [];
    return (
      <aside className={styles.compact} aria-label={description.label || undefined} data-banner-type="compact">
        <Image
          className={styles.compactImage}
          src={description.registration_popup_mobile_compact}
          fallbacks={compactFallbacks}
          alt=""
          width={360}
          height={120}
        />
        <div className={styles.compactCaption}>{texts}</div>
      </aside>
    );
  }
  return (
    <aside className={styles.normal} aria-label={description.label || undefined} data-banner-type="normal">
      <Image
        className={styles.normalImage}
        src={description.image_360_520}
        sources={description.image_735_240 ? [{ media: media.tabletUp, srcSet: description.image_735_240 }] : []}
        alt=""
        width={360}
        height={520}
      />
      <div className={styles.caption}>{texts}</div>
    </aside>
  );
}

/** Shows the CMS's registration banner when there is one; nothing while loading or on failure. */
export function RegistrationBanner() {
  const { data } = useRegistrationBanner();
  return data ? <AuthBannerView banner={data} /> : null;
}
