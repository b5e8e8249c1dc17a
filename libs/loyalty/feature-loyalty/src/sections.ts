export const sections = ['loyalty'] as const;
