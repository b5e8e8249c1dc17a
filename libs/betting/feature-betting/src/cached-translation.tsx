import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Sentences kept; the board's are a few dozen per language, so this bound is only a safety net. */
const MOST_SENTENCES = 2_000;

/** A `t` that answers each sentence (key and values) once; `forget` empties what it kept. */
function cachedTranslate(t: TFunction): { translate: TFunction; forget: () => void } {
  const sentences = new Map<string, string>();
  const translate = (key: string, values?: Record<string, unknown>) => {
    const id = values === undefined ? key : `${key}\u0000${JSON.stringify(values)}`;
    let sentence = sentences.get(id);
    if (sentence === undefined) {
      sentence = String(t(key, values as never));
      if (sentences.size >= MOST_SENTENCES) sentences.clear();
      sentences.set(id, sentence);
    }
    return sentence;
  };
  // The section calls it with a key and plain values only, the one form this answers for.
  return { translate: translate as unknown as TFunction, forget: () => sentences.clear() };
}

const CachedTranslation = createContext<TFunction | null>(null);

/**
 * One translation for the whole section. The board shows the same few sentences hundreds of times
 * (every price button's name, every market's title): with `useTranslation` in each of them, every
 * button subscribed to i18next and every call parsed its key and interpolated afresh, a sixth of
 * the board's first render on a phone. A new language gives a new `t`, so a new context value,
 * and every reader renders again in it.
 */
export function CachedTranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const cached = useMemo(() => cachedTranslate(t), [t]);
  // Texts added or reloaded later (a namespace arriving) must not hide behind what was kept.
  useEffect(() => {
    const events = ['added', 'removed'] as const;
    i18n.on('loaded', cached.forget);
    for (const event of events) i18n.store.on(event, cached.forget);
    return () => {
      i18n.off('loaded', cached.forget);
      for (const event of events) i18n.store.off(event, cached.forget);
    };
  }, [i18n, cached]);
  return <CachedTranslation.Provider value={cached.translate}>{children}</CachedTranslation.Provider>;
}

/** The section's cached `t`, for components drawn many times over (price buttons, scores, market titles). */
export function useCachedTranslation(): TFunction {
  const cached = useContext(CachedTranslation);
  if (!cached) throw new Error('betting: CachedTranslationProvider is missing');
  return cached;
}
