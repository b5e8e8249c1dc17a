export const sections = ['cashier'] as const;
