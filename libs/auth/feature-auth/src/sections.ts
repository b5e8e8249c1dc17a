/** The top-level sections whose routes this remote renders (the shell maps them in remote-sections.ts). */
export const sections = ['forms', 'reset-password'] as const;
