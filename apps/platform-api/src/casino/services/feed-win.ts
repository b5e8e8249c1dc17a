import type { FeedWin } from '@nfx/api-contract';
import type { WinRow } from '../repositories/rounds-repository';
import { imageUrl } from './image-urls';
import { wireMoney } from '@nfx/money';

/** A real-money win as the winners feed shows it; a free spin had no stake, so no multiplier. */
export function toFeedWin(row: WinRow): FeedWin {
  return {
    id: row.id,
    player: row.player_name,
    game: { sysname: row.sysname, name: row.name, image_url: imageUrl('games', row.sysname) },
    amount: wireMoney(row.win, row.currency),
    multiplier: row.stake > 0 ? Math.round((row.win / row.stake) * 100) / 100 : null,
    won_at: row.created_at.toISOString(),
  };
}
