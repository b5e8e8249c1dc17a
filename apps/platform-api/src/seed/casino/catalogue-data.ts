import type { Artwork } from '../../db/tables/casino';
import { type SeedLocale, seedLocales } from '../content/locales';

/** Word lists the seeded game names are composed from; every combination is a distinct game. */
export const nameAdjectives = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Blazing',
  'Frozen',
  'Ancient',
  'Cosmic',
  'Hidden',
  'Silver',
  'Crystal',
  'Thunder',
  'Midnight',
  'Jungle',
  'Savage',
  'Sweet',
  'Neon',
  'Electric',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Dragon',
  'Phoenix',
  'Shadow',
  'Sunny',
  'Stormy',
  'Magic',
  'Secret',
  'Raging',
  'Dancing',
  'Roaring',
  'Fiery',
  'Mighty',
  'Tiny',
  'Giant',
  'Sacred',
  'Eternal',
  'Spinning',
  'Sparkling',
  'Hot',
  'Cool',
  'Big',
  'Super',
  'Mega',
  'Grand',
  'Jolly',
  'Brave',
] as const;

export const nameNouns = [
  'Fortune',
  'Treasure',
  'Pharaoh',
  'Buffalo',
  'Tiger',
  'Fruits',
  'Sevens',
  'Gems',
  'Diamonds',
  'Temple',
  'Pirates',
  'Vikings',
  'Samurai',
  'Wolves',
  'Panda',
  'Koi',
  'Dragons',
  'Queens',
  'Kings',
  'Coins',
  'Bells',
  'Stars',
  'Moon',
  'Sun',
  'Ocean',
  'Volcano',
  'Forest',
  'Desert',
  'Galaxy',
  'Rockets',
  'Candy',
  'Cherries',
  'Lemons',
  'Jokers',
  'Wizards',
  'Knights',
  'Castle',
  'Olympus',
  'Atlantis',
  'Safari',
  'Rhino',
  'Eagle',
  'Lion',
  'Horseshoe',
  'Clover',
  'Leprechaun',
  'Mummy',
  'Gold Rush',
] as const;

/** Every name also comes plain and with these endings, which is what makes thousands unique. */
export const nameEndings = ['', ' Deluxe', ' Megaways', ' Hold & Win', ' Bonanza', ' Link'] as const;

/** Words that put a game into a themed category. */
export const fruitNouns = new Set<string>(['Fruits', 'Cherries', 'Lemons', 'Sevens', 'Bells']);
export const classicNouns = new Set<string>(['Sevens', 'Bells', 'Jokers', 'Horseshoe', 'Clover', 'Coins', 'Stars', 'Diamonds']);

/** Non-slot game families; a share of the catalogue belongs to each. */
export const tableFamilies = [
  { category: 'live', words: ['Live Roulette', 'Live Blackjack', 'Live Baccarat', 'Live Poker', 'Live Dream Wheel'] },
  { category: 'roulette', words: ['Roulette', 'European Roulette', 'Lightning Roulette'] },
  { category: 'cards', words: ['Blackjack', 'Baccarat', 'Hi-Lo', 'Video Poker', 'Three Card Poker'] },
  { category: 'crash', words: ['Crash', 'Aviator', 'Rocket Crash'] },
  { category: 'instant', words: ['Scratch', 'Plinko', 'Mines', 'Keno', 'Dice'] },
] as const;

/** A text in every seeded locale, in the order of `seedLocales`. */
type SeedLocaleTexts = readonly [en: string, de: string, es: string, ptBR: string, ru: string, lv: string];

function bySeedLocale(texts: SeedLocaleTexts): Record<SeedLocale, string> {
  return Object.fromEntries(seedLocales.map(({ code }, index) => [code, texts[index]])) as Record<SeedLocale, string>;
}

export interface CategorySeed {
  sysname: string;
  names: Record<string, string>;
}

/** Categories in hall order, named in every seeded locale (en, de, es, pt-BR, ru, lv). */
const categoryNames: Array<[sysname: string, names: SeedLocaleTexts]> = [
  ['popular', ['Popular', 'Beliebt', 'Populares', 'Populares', 'Популярные', 'Populārās']],
  ['new', ['New games', 'Neue Spiele', 'Juegos nuevos', 'Jogos novos', 'Новые игры', 'Jaunās spēles']],
  ['slots', ['Slots', 'Slots', 'Tragamonedas', 'Caça-níqueis', 'Слоты', 'Spēļu automāti']],
  ['jackpot', ['Jackpot games', 'Jackpot-Spiele', 'Juegos con jackpot', 'Jogos com jackpot', 'Игры с джекпотом', 'Džekpota spēles']],
  ['megaways', ['Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways', 'Megaways']],
  ['bonus-buy', ['Bonus buy', 'Bonuskauf', 'Compra de bono', 'Compra de bônus', 'Покупка бонуса', 'Bonusa pirkšana']],
  ['hold-and-win', ['Hold & Win', 'Hold & Win', 'Hold & Win', 'Hold & Win', 'Hold & Win', 'Hold & Win']],
  ['fruit', ['Fruit slots', 'Früchte-Slots', 'Tragamonedas de frutas', 'Slots de frutas', 'Фруктовые слоты', 'Augļu automāti']],
  ['classic', ['Classic', 'Klassiker', 'Clásicos', 'Clássicos', 'Классика', 'Klasika']],
  ['live', ['Live casino', 'Live-Casino', 'Casino en vivo', 'Cassino ao vivo', 'Лайв-казино', 'Tiešraides kazino']],
  ['roulette', ['Roulette', 'Roulette', 'Ruleta', 'Roleta', 'Рулетка', 'Rulete']],
  ['cards', ['Card games', 'Kartenspiele', 'Juegos de cartas', 'Jogos de cartas', 'Карточные игры', 'Kāršu spēles']],
  ['crash', ['Crash games', 'Crash-Spiele', 'Juegos crash', 'Jogos crash', 'Краш-игры', 'Crash spēles']],
  ['instant', ['Instant win', 'Sofortgewinn', 'Premio instantáneo', 'Ganho instantâneo', 'Моментальные игры', 'Tūlītējais laimests']],
];

export const categorySeeds: CategorySeed[] = categoryNames.map(([sysname, names]) => ({ sysname, names: bySeedLocale(names) }));

const providerFirst = [
  'Aurora',
  'Blue Fox',
  'Copper',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
] as const;
const providerSecond = ['Gaming', 'Studios', 'Play', 'Labs'] as const;

/** 44 fictional studios (every first word with every second word). */
export const providerNames: string[] = providerFirst.flatMap((first) => providerSecond.map((second) => `${first} ${second}`));

/** Colour schemes for generated artwork: background gradient and an accent; enough that a hall's neighbours rarely share one. */
export const palettes: Array<Pick<Artwork, 'from' | 'to' | 'accent'>> = [
  { from: '#1f1147', to: '#5b21b6', accent: '#fbbf24' },
  { from: '#0f172a', to: '#0e7490', accent: '#f472b6' },
  { from: '#3f0d12', to: '#a71d31', accent: '#f1d302' },
  { from: '#052e16', to: '#15803d', accent: '#fde047' },
  { from: '#172554', to: '#2563eb', accent: '#f97316' },
  { from: '#4a044e', to: '#c026d3', accent: '#67e8f9' },
  { from: '#422006', to: '#b45309', accent: '#fef3c7' },
  { from: '#042f2e', to: '#0d9488', accent: '#fda4af' },
  { from: '#1e1b4b', to: '#7c3aed', accent: '#34d399' },
  { from: '#450a0a', to: '#ea580c', accent: '#fde68a' },
  { from: '#082f49', to: '#0284c7', accent: '#facc15' },
  { from: '#18181b', to: '#52525b', accent: '#f43f5e' },
  { from: '#0c0a09', to: '#b91c1c', accent: '#fcd34d' },
  { from: '#1e1b4b', to: '#db2777', accent: '#fde68a' },
  { from: '#022c22', to: '#047857', accent: '#fbbf24' },
  { from: '#0b1120', to: '#4338ca', accent: '#22d3ee' },
  { from: '#431407', to: '#f97316', accent: '#fef08a' },
  { from: '#2e1065', to: '#9333ea', accent: '#fb7185' },
  { from: '#0c4a6e', to: '#06b6d4', accent: '#fef9c3' },
  { from: '#3b0764', to: '#e11d48', accent: '#fcd34d' },
  { from: '#14532d', to: '#65a30d', accent: '#fecaca' },
  { from: '#1c1917', to: '#a16207', accent: '#fde047' },
  { from: '#500724', to: '#be185d', accent: '#a5f3fc' },
  { from: '#020617', to: '#1e40af', accent: '#e879f9' },
];

export const motifs: Artwork['motif'][] = ['coins', 'cards', 'dice', 'stars', 'fruit', 'gems', 'crowns', 'sevens'];

/** Deterministic pseudo-random numbers (Park–Miller), so every seed produces the same catalogue. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Initials printed on a picture: "Golden Tiger Deluxe" → "GTD". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
}
