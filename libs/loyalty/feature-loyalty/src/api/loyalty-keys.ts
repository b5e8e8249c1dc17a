/** The roots of the loyalty queries' keys: endpoint files build on them, mutations invalidate through them. */
export const loyaltyKeys = {
  all: ['loyalty'] as const,
  info: ['loyalty', 'getinfo'] as const,
  programs: ['loyalty', 'getPrograms'] as const,
  program: ['loyalty', 'getProgram'] as const,
  products: ['loyalty', 'getproducts'] as const,
  characters: ['loyalty', 'getcharacters'] as const,
  notifications: ['loyalty', 'getnotifications'] as const,
};
