import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { FullScreenVisibility } from '@nfx/cms-config';

/** Inside the messenger's mini-app the page runs in Telegram's web view. */
export function isInTelegram(): boolean {
  const telegram = (window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram;
  return Boolean(telegram?.WebApp?.initData);
}

/** Spec §3: all, only inside Telegram, only in the product itself, or never. */
export function showsFullScreenButton(visibility: FullScreenVisibility, inTelegram: boolean): boolean {
  if (visibility === 'all') return true;
  if (visibility === 'telegram') return inTelegram;
  if (visibility === 'product') return !inTelegram;
  return false;
}

/** Full screen for one element, following exits made with Esc or the browser's own controls. */
export function useFullScreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen?.().catch((error: unknown) => console.warn('casino: full screen was refused', error));
  }, [ref]);
  return { active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}
