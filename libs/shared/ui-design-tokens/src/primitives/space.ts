/** 4 px based spacing scale; keys are multiples of 4 px so `space[4]` is 16 px. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export type SpaceKey = keyof typeof space;
