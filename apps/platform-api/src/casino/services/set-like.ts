import { ApiError } from '@nfx/errors';
import type { CatalogueRepository } from '../repositories/catalogue-repository';

/** addLike and removeLike: the same rules in opposite directions; an unknown game is the caller's mistake. */
export async function setLike(catalogue: CatalogueRepository, accountId: number, sysname: string, liked: boolean): Promise<1> {
  const game = await catalogue.findGame(sysname);
  if (!game) throw new ApiError('InvalidParameter', 'Unknown game', { invalidParameters: { sysname: ['INVALID'] } });
  await catalogue.setLike(accountId, game.id, liked);
  return 1;
}
