import { loyaltyInfoKeyRoot } from '@nfx/account';

/**
 * The roots of the loyalty queries' keys: endpoint files build on them, mutations invalidate through them.
 * The info is read by other remotes too, so its definition (and key) lives in @nfx/account.
 */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  info: loyaltyInfoKeyRoot,
  programs: ['loyalty', 'getPrograms'] as const,
  program: ['loyalty', 'getProgram'] as const,
  products: ['loyalty', 'getproducts'] as const,
  characters: ['loyalty', 'getcharacters'] as const,
  notifications: ['loyalty', 'getnotifications'] as const,
};
