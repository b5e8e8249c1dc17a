/** Dark surfaces need deeper shadows to read as elevation, hence two sets. */
export const shadow = {
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
  light: {
    sm: '0 1px 2px rgba(20, 22, 27, 0.08)',
    md: '0 4px 12px rgba(20, 22, 27, 0.12)',
    lg: '0 12px 32px rgba(20, 22, 27, 0.18)',
  },
} as const;
