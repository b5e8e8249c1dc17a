import type { GameItem } from '@nfx/api-contract';
import type { GameEntry } from '../repositories/catalogue-repository';
import { NEW_GAME_DAYS } from '../repositories/catalogue-repository';
import { imageUrl } from './image-urls';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GameItemExtras {
  categories: string[];
  isLiked: boolean;
  freeSpins: number | undefined;
}

/** The hall's game item (see README): the §3 list-item fields plus what the hall's cards show. */
export function toGameItem(game: GameEntry, extras: GameItemExtras, now = Date.now()): GameItem {
  return {
    id: game.id,
    sysname: game.sysname,
    name: game.name,
    image_url: imageUrl('games', game.sysname),
    image_url_2x: imageUrl('games', game.sysname, 2),
    provider: { sysname: game.provider_sysname, name: game.provider_name },
    categories: extras.categories,
    likes: game.likes_count,
    is_liked: extras.isLiked,
    has_demo: game.has_demo,
    rtp: game.rtp_bp / 100,
    is_new: now - game.released_at.getTime() < NEW_GAME_DAYS * DAY_MS,
    freespins: extras.freeSpins ? { remaining_count: extras.freeSpins } : null,
    description: { name: game.description_name, img_288_192: game.description_image },
    custom_id: game.custom_id,
    url: gameUrl(game, 'play'),
    demo_url: game.has_demo ? gameUrl(game, 'demo') : null,
  };
}

/** Custom ids the game route accepts; the column's CHECK constraint holds every stored id to it. */
export const ROUTABLE_CUSTOM_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** §3 game route: `/platform/game/{sysname or custom/{custom id}}/{mode}`; a custom id wins when the game has one. */
export function gameUrl(game: { sysname: string; custom_id?: string | null }, mode: 'play' | 'demo'): string {
  const key = game.custom_id && ROUTABLE_CUSTOM_ID.test(game.custom_id) ? `custom/${game.custom_id}` : encodeURIComponent(game.sysname);
  return `/platform/game/${key}/${mode}`;
}
