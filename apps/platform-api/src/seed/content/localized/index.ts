import type { SeedLocale } from '../locales';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import lv from './lv.json';
import ptBR from './pt-BR.json';
import ru from './ru.json';

/** Translated CMS content (SEO texts, slug pages, banners, popup) per locale; English sets the shape. */
export type LocalizedContent = typeof en;

export const localizedContent: Record<SeedLocale, LocalizedContent> = { en, de, es, 'pt-BR': ptBR, ru, lv };
