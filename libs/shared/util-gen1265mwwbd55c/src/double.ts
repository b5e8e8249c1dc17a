export const double = (value: number) => value * 2;
