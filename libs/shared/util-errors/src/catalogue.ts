/**
 * The server error types of the spec (§8). Each travels on the wire as `<Type>Exception`.
 * The HTTP status is what the platform API answers with; `fatal` and `popup` are how the client
 * reacts globally (everything else is handled by the caller that made the request).
 */
export type FatalPage = 'userBlock' | 'maintenance' | 'forbidden';

/** A popup the client opens whichever call the error came from (spec §2 identity verification). */
export type GlobalPopup = 'identityVerification';

interface CatalogueEntry {
  readonly httpStatus: number;
  readonly fatal?: FatalPage;
  readonly popup?: GlobalPopup;
}

export const errorCatalogue = {
  UnknownError: { httpStatus: 500 },
  ApplicationDisabled: { httpStatus: 503, fatal: 'maintenance' },
  MethodNotFound: { httpStatus: 404 },
  Authorization: { httpStatus: 401 },
  InvalidRequest: { httpStatus: 400 },
  InternalServerError: { httpStatus: 500 },
  AccessDenied: { httpStatus: 403 },
  UserDeleted: { httpStatus: 401 },
  UserBanned: { httpStatus: 403, fatal: 'userBlock' },
  UserNeedDeposit: { httpStatus: 400 },
  UserNeedProfileData: { httpStatus: 400 },
  UserNeedConfirmContact: { httpStatus: 400 },
  ApplicationUnavailable: { httpStatus: 503, fatal: 'maintenance' },
  InvalidParameter: { httpStatus: 400 },
  TooManyRequests: { httpStatus: 429 },
  BillingServiceError: { httpStatus: 502 },
  BillingTransactionDeclined: { httpStatus: 400 },
  BillingUnavailable: { httpStatus: 503 },
  BillingDepositLimitExceeded: { httpStatus: 400 },
  WithdrawalDeclined: { httpStatus: 400 },
  WithdrawalLimitsExceeded: { httpStatus: 400 },
  WithdrawalLimitsPeriodExceeded: { httpStatus: 400 },
  KycUserProfile: { httpStatus: 400, popup: 'identityVerification' },
  KycWithdrawal: { httpStatus: 400 },
  StorageQuotaExceeded: { httpStatus: 400 },
  SumsubVerificationRequired: { httpStatus: 400, popup: 'identityVerification' },
  RequisitesOnVerification: { httpStatus: 400 },
  RequisitesValidationRequired: { httpStatus: 400 },
  RequisitesFraudulent: { httpStatus: 400 },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorType = keyof typeof errorCatalogue;
export type ErrorName = `${ErrorType}Exception`;

export const errorTypes = Object.keys(errorCatalogue) as ErrorType[];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

export function toErrorName(type: ErrorType): ErrorName {
  return `${type}Exception`;
}

/** `UserBannedException` → `UserBanned`; anything unknown becomes `UnknownError`. */
export function parseErrorName(name: unknown): ErrorType {
  if (typeof name !== 'string') return 'UnknownError';
  const type = name.endsWith('Exception') ? name.slice(0, -'Exception'.length) : name;
  return isErrorType(type) ? type : 'UnknownError';
}

export function httpStatusOf(type: ErrorType): number {
  return errorCatalogue[type].httpStatus;
}

/** Translation key of the player-facing message for an error type. */
export function messageKeyOf(type: ErrorType): string {
  return `errors.${type}`;
}
