export const sections = ['forms'] as const;
