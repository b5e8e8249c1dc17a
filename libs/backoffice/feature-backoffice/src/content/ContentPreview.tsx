import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../common/backoffice.css';
import * as own from './content.css';

/**
 * What players will see: the texts as the server's allow-list left them (the same function a save
 * and the site use), in the texts' own language. Empty until asked for; says so when the fields
 * changed after it was drawn, so nobody saves believing an old preview.
 */
export function ContentPreview(props: { lang: string; shown: boolean; stale: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={own.preview} data-testid="content-preview">
      <h2 id={titleId} className={styles.subtitle}>
        {t('backoffice-content.preview.title')}
      </h2>
      {!props.shown ? (
        <p className={styles.muted}>{t('backoffice-content.preview.empty')}</p>
      ) : (
        <>
          {props.stale ? <p className={own.stale}>{t('backoffice-content.preview.stale')}</p> : null}
          <div lang={props.lang} className={own.richText}>
            {props.children}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * HTML that came back from the server's sanitiser (`staff.previewContentHtml` or a save's answer):
 * only its allow-listed tags and safe links are left, the same markup the site draws.
 */
export function SanitisedHtml({ html }: { html: string }) {
  return html ? <div className={own.richText} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
