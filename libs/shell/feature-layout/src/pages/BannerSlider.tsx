import { useTranslation } from 'react-i18next';
import { Button, Image, Skeleton } from '@nfx/ui';
import type { Banner } from '@nfx/api-contract';
import { useBanners } from '@nfx/shell-feature-core';
import { useCarousel } from './BannerSlider.carousel';
import * as styles from './BannerSlider.css';

function BannerSlide({ banner, position, total, eager }: { banner: Banner; position: number; total: number; eager: boolean }) {
  const { t } = useTranslation();
  const { description } = banner;
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={t('shell.banners.slide')}
      aria-label={t('shell.banners.position', { position, total })}
    >
      {/* The first slide is the page's largest paint: fetched first, decoded with the frame (the server preloads it too).
          A banner that fails to load leaves a neutral box of the same size, and is logged (spec §8). */}
      <Image
        className={styles.image}
        src={description.image_360_520}
        sources={description.image_735_240 ? [{ media: '(min-width: 768px)', srcSet: description.image_735_240 }] : []}
        alt=""
        width={360}
        height={520}
        fetchPriority={eager ? 'high' : 'auto'}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.caption}>
        {description.label ? <p className={styles.label}>{description.label}</p> : null}
        {description.value ? <p className={styles.value}>{description.value}</p> : null}
        {/* banners.get passes `addition` through the API's allow-list sanitizer, so the home page's first load skips the sanitizer. */}
        {description.addition ? <div dangerouslySetInnerHTML={{ __html: description.addition }} /> : null}
      </div>
    </div>
  );
}

/**
 * The CMS banners as an accessible carousel: one slide at a time, previous/next, a pause
 * button, autoplay paused on hover or focus and off for reduced motion. Autoplay waits for the
 * page to load and go idle, and stands still in a hidden tab (BannerSlider.carousel.ts).
 */
export function BannerSlider() {
  const { t } = useTranslation();
  const { data: banners, isPending, isError } = useBanners();
  const count = banners?.length ?? 0;
  const carousel = useCarousel(count);

  if (isPending) return <Skeleton shape="block" height="auto" className={styles.placeholder} />;
  if (isError || !banners || count === 0) return null;
  const current = banners[carousel.index];
  if (!current) return null;

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('shell.banners.carousel')}
      aria-label={t('shell.banners.label')}
      onMouseEnter={() => carousel.setHeld(true)}
      onMouseLeave={() => carousel.setHeld(false)}
      onFocus={() => carousel.setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setHeld(false);
      }}
    >
      {/* Polite announcements only when the player moves the slides, not on every autoplay step. */}
      <div className={styles.viewport} aria-live={carousel.playing ? 'off' : 'polite'}>
        <BannerSlide key={current.id} banner={current} position={carousel.index + 1} total={count} eager={carousel.index === 0} />
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <Button size="sm" variant="secondary" onClick={carousel.togglePlaying} aria-pressed={!carousel.playing}>
            {t(carousel.playing ? 'shell.banners.pause' : 'shell.banners.play')}
          </Button>
          <Button size="sm" variant="ghost" onClick={carousel.previous}>
            {t('shell.banners.previous')}
          </Button>
          <Button size="sm" variant="ghost" onClick={carousel.next}>
            {t('shell.banners.next')}
          </Button>
          <ul className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={index === carousel.index}
                  aria-label={t('shell.banners.goTo', { position: index + 1 })}
                  onClick={() => carousel.goTo(index)}
                >
                  {index + 1}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
