export { formatNumber, formatBalance, roundBalance } from './number';
export { formatMoney, currencySymbol, DEFAULT_CURRENCY, type Money } from './money';
export { formatDate, formatTime, parseDate, type DateFormatOptions, type DateInput } from './date';
export { paymentFeeMinor, type PaymentFee } from './payment-fee';
