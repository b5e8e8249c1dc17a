export const sections = ['profile'] as const;
