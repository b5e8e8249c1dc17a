/** Why an amount or a currency was refused; callers map it to their own field error. */
export type MoneyErrorReason = 'currency' | 'shape' | 'decimals' | 'range';

/** An amount that cannot be converted exactly: the caller's input is wrong, never a rounding guess. */
export class MoneyError extends Error {
  constructor(
    readonly reason: MoneyErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}
