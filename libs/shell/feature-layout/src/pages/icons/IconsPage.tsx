import { useTranslation } from 'react-i18next';
import { panel, stack } from '@nfx/ui';
import { iconSprite } from './icon-sprite';
import * as styles from './IconsPage.css';

/**
 * `/_icons` (spec §2): the icon-sprite layout for designers, every icon with its name. Reached
 * only by its address: no menu or footer links to it and the SEO settings keep it out of the index.
 */
export default function IconsPage() {
  const { t } = useTranslation();
  return (
    <section className={`${stack({ gap: 4 })} ${styles.page}`} aria-labelledby="icons-title" data-page="icons">
      <h1 id="icons-title" className={styles.title}>
        {t('shell.icons.title')}
      </h1>
      <p className={styles.description}>{t('shell.icons.description')}</p>
      <ul className={styles.grid}>
        {iconSprite.map(({ name, icon: Icon }) => (
          <li key={name} data-icon={name}>
            <figure className={`${panel()} ${styles.cell}`}>
              <span className={styles.sample}>
                <Icon />
              </span>
              <figcaption className={styles.name}>
                <code>{name}</code>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
