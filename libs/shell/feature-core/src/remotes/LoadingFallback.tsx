import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readBootData } from '@nfx/app-runtime';
import { type LoaderSettings, readLoaderSettings, selectLoaderSettings, useCmsConfig } from '@nfx/cms-config';
import { Skeleton, Spinner } from '@nfx/ui';
import { markLoaderShown } from './loader-hold';
import * as styles from './LoadingFallback.css';

export interface LoadingFallbackProps {
  /** The box the loading part takes, kept before, while and after the indicator shows. */
  height?: string;
  /** Names the load for the minimum-visible hold (`loader-hold.ts`). */
  holdKey?: string;
}

let bootLoader: LoaderSettings | undefined;

/**
 * The loader settings the site server put in the page (boot data), read once: what the loading
 * parts follow until the CMS config has arrived, so a first load shows the configured loader, not
 * the default one and then the configured one. Without boot data (a remote on its own), the defaults.
 */
function bootLoaderSettings(): LoaderSettings {
  bootLoader ??= readLoaderSettings(typeof document === 'undefined' ? undefined : readBootData(document)?.loader);
  return bootLoader;
}

/** Forgets the boot data read (tests render several pages in one document). */
export function resetBootLoaderSettings(): void {
  bootLoader = undefined;
}

/**
 * What a loading remote, page or popup shows, as the CMS's loader settings say: nothing for the
 * first `delayMs`, then a spinner or a skeleton (or still nothing, type `none`), always in the
 * same box so nothing around it moves.
 */
export function LoadingFallback({ height = '12rem', holdKey }: LoadingFallbackProps) {
  const { t } = useTranslation();
  const loader = useCmsConfig(selectLoaderSettings).data ?? bootLoaderSettings();
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
