import { useParams } from 'react-router';
import { Skeleton } from '@nfx/ui';
import { usePageContent, useSanitizedHtml } from '@nfx/shell-feature-core';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './SlugPage.css';

/** Spec §2: an unknown single segment is a CMS page; without one it is not found. */
export function SlugPage() {
  const { slug = '' } = useParams();
  const { data: page, isPending } = usePageContent(`/${slug}`);
  const body = useSanitizedHtml(page?.body);

  if (isPending || body === null) {
    return (
      <div aria-busy="true">
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  }
  if (!page) return <NotFoundPage />;
  return (
    <article className={styles.article} data-slug-page={page.slug}>
      <h1 className={styles.title}>{page.title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
