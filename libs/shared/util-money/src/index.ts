export { MoneyError, type MoneyErrorReason } from './money-error';
export { currencyCode, minorDigits } from './minor-digits';
export { decimalToMinor, minorToDecimal } from './decimal';
export { wireAmountToMinor, minorToWireAmount, wireMoney } from './wire-amount';
