import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOADER_SETTINGS, selectLoaderSettings, useCmsConfig } from '@nfx/cms-config';
import { Skeleton, Spinner } from '@nfx/ui';
import { markLoaderShown } from './loader-hold';
import * as styles from './LoadingFallback.css';

export interface LoadingFallbackProps {
  /** The box the loading part takes, kept before, while and after the indicator shows. */
  height?: string;
  /** Names the load for the minimum-visible hold (`loader-hold.ts`). */
  holdKey?: string;
}

/**
 * What a loading remote, page or popup shows, as the CMS's loader settings say: nothing for the
 * first `delayMs`, then a spinner or a skeleton (or still nothing, type `none`), always in the
 * same box so nothing around it moves.
 */
export function LoadingFallback({ height = '12rem', holdKey }: LoadingFallbackProps) {
  const { t } = useTranslation();
  const loader = useCmsConfig(selectLoaderSettings).data ?? DEFAULT_LOADER_SETTINGS;
  const [delayOver, setDelayOver] = useState(loader.delayMs === 0);
  const visible = (delayOver || loader.delayMs === 0) && loader.type !== 'none';

  useEffect(() => {
    if (loader.delayMs === 0) return;
    const timer = setTimeout(() => setDelayOver(true), loader.delayMs);
    return () => clearTimeout(timer);
  }, [loader.delayMs]);

  useEffect(() => {
    if (visible && holdKey) markLoaderShown(holdKey, loader.minimumVisibleMs);
  }, [visible, holdKey, loader.minimumVisibleMs]);

  return (
    <div className={styles.box} style={{ minHeight: height }} aria-busy="true" data-loading={visible ? loader.type : 'waiting'}>
      {!visible ? null : loader.type === 'spinner' ? (
        <Spinner size="md" label={t('common.loading')} />
      ) : (
        <Skeleton shape="block" height={height} />
      )}
    </div>
  );
}
