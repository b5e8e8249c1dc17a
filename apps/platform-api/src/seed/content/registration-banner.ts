import type { Db } from '../../db/database';
import type { BannerArtwork } from '../../db/tables/content';
import type { SeedLocale } from './locales';

/** The demo banner of the auth popup's registration mode (§2): the welcome offer, per seeded locale. */
const texts: Record<SeedLocale, { label: string; value: string; addition: string }> = {
  en: {
    label: 'Welcome bonus',
    value: '100% up to $500 + 50 free spins',
    addition: '<p>On your first deposit. <strong>Terms apply.</strong></p>',
  },
  de: {
    label: 'Willkommensbonus',
    value: '100 % bis zu 500 $ + 50 Freispiele',
    addition: '<p>Auf deine erste Einzahlung. <strong>Es gelten die Bedingungen.</strong></p>',
  },
  es: {
    label: 'Bono de bienvenida',
    value: '100 % hasta 500 $ + 50 giros gratis',
    addition: '<p>En tu primer depósito. <strong>Se aplican condiciones.</strong></p>',
  },
  lv: {
    label: 'Sveiciena bonuss',
    value: '100 % līdz 500 $ + 50 bezmaksas griezieni',
    addition: '<p>Par pirmo iemaksu. <strong>Spēkā ir noteikumi.</strong></p>',
  },
  'pt-BR': {
    label: 'Bônus de boas-vindas',
    value: '100% até US$ 500 + 50 giros grátis',
    addition: '<p>No seu primeiro depósito. <strong>Termos se aplicam.</strong></p>',
  },
  ru: {
    label: 'Приветственный бонус',
    value: '100% до $500 + 50 фриспинов',
    addition: '<p>На первый депозит. <strong>Действуют условия.</strong></p>',
  },
};

const artwork: BannerArtwork = { from: '#172554', to: '#9333ea', accent: '#fbbf24', motif: 'stars' };

export async function seedRegistrationBanner(db: Db, locale: SeedLocale): Promise<void> {
  const { label, value, addition } = texts[locale];
  await db
    .insertInto('banners')
    .values({
      seed_key: `registration-popup-${locale}`,
      locale,
      position: 0,
      placement: 'registration',
      label,
      value,
      addition,
      banner_type: 'normal',
      artwork: JSON.stringify(artwork),
      is_active: true,
    })
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
}
