import type { ReactNode } from 'react';
import { Skeleton, alert } from '@nfx/ui';
import { useErrorText } from '../common/error-text';

export interface BonusesLoadProps<T> {
  /** The last refused action's words, above the list. */
  notice: string | null;
  query: { error: unknown; data: T | undefined };
  skeletonHeight: string;
  children(data: T): ReactNode;
}

/**
 * What both bonus lists show around their rows, so they fail and wait alike: the last refusal, then
 * the load's own error, a placeholder while it loads, or the list once it came.
 */
export function BonusesLoad<T>({ notice, query, skeletonHeight, children }: BonusesLoadProps<T>) {
  const errorText = useErrorText();
  return (
    <>
      {notice && (
        <p role="alert" className={alert({ look: 'soft' })}>
          {notice}
        </p>
      )}
      {query.error ? (
        <p role="alert" className={alert({ look: 'soft' })}>
          {errorText(query.error)}
        </p>
      ) : !query.data ? (
        <Skeleton shape="block" height={skeletonHeight} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
