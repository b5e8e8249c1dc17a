import type { BannerArtwork } from '../../db/tables/content';

export const promoCodes = [
  { code: 'WELCOME100', description: '100% welcome bonus on the first deposit' },
  { code: 'SPINS50', description: '50 free spins' },
  { code: 'WELCOME10', description: '10 to play with, no deposit needed' },
  { code: 'FREEBET5', description: 'A free bet of 5' },
  { code: 'PLAY1X', description: '1 to play with, wagered once' },
];

/** Artwork per banner slot; texts come from the locale's content file in the same order. */
export const bannerArtwork: { bannerType: string; artwork: BannerArtwork }[] = [
  { bannerType: 'normal', artwork: { from: '#1e1b4b', to: '#7c3aed', accent: '#fbbf24', motif: 'coins' } },
  { bannerType: 'normal', artwork: { from: '#0f172a', to: '#0e7490', accent: '#f472b6', motif: 'stars' } },
  { bannerType: 'compact', artwork: { from: '#022c22', to: '#15803d', accent: '#facc15', motif: 'cards' } },
  { bannerType: 'normal', artwork: { from: '#450a0a', to: '#b91c1c', accent: '#fde68a', motif: 'dice' } },
];
