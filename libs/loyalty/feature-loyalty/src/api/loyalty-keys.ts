import { callQueryRoot } from '@nfx/api-client';
import { charactersKeyRoot, loyaltyInfoKeyRoot } from '@nfx/account';

/**
 * The roots of the loyalty queries' keys (`[area, method]` of each call, from `callQueryRoot`):
 * mutations invalidate through them. The info and the characters are read by other remotes too,
 * so their definitions (and keys) live in @nfx/account.
 */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  info: loyaltyInfoKeyRoot,
  programs: callQueryRoot('loyalty.getPrograms'),
  program: callQueryRoot('loyalty.getProgram'),
  products: callQueryRoot('loyalty.getproducts'),
  characters: charactersKeyRoot,
  notifications: callQueryRoot('loyalty.getnotifications'),
};
