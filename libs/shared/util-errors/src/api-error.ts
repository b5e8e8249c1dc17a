import {
  type ErrorName,
  type ErrorType,
  type FatalPage,
  type GlobalPopup,
  errorCatalogue,
  httpStatusOf,
  parseErrorName,
  toErrorName,
} from './catalogue';

/** Field name → list of error keys, as the API reports invalid parameters. */
export type InvalidParameters = Record<string, string[]>;

/** The `error` object of a failed API envelope. */
export interface ApiErrorBody {
  type: ErrorName;
  message: string;
  code?: string | number;
  invalid_parameters?: InvalidParameters;
  error_data?: unknown;
  resend_time?: number;
}

export interface ApiErrorDetails {
  code?: string | number;
  invalidParameters?: InvalidParameters;
  errorData?: unknown;
  resendTime?: number;
  httpStatus?: number;
}

/**
 * One error class on both sides of the wire: the platform API throws it and its error
 * handler serialises it; the API client rebuilds it from a failed response.
 */
/**
 * The lib is shared through Module Federation, but a remote served on its own in development, or
 * built before it was shared, bundles its own copy while the API client that throws is one shared
 * instance: a plain `instanceof` would fail there. A registered symbol marks the
 * errors of every copy, and `instanceof` checks the mark.
 */
const API_ERROR_MARK = Symbol.for('nfx.api-error');

export class ApiError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR_MARK]?: unknown })[API_ERROR_MARK] === true;
  }

  readonly type: ErrorType;
  readonly httpStatus: number;
  readonly code?: string | number;
  readonly invalidParameters?: InvalidParameters;
  readonly errorData?: unknown;
  readonly resendTime?: number;

  constructor(type: ErrorType, message: string, details: ApiErrorDetails = {}) {
    super(message);
    Object.defineProperty(this, API_ERROR_MARK, { value: true });
    this.name = toErrorName(type);
    this.type = type;
    this.httpStatus = details.httpStatus ?? httpStatusOf(type);
    this.code = details.code;
    this.invalidParameters = details.invalidParameters;
    this.errorData = details.errorData;
    this.resendTime = details.resendTime;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { type: toErrorName(this.type), message: this.message };
    if (this.code !== undefined) body.code = this.code;
    if (this.invalidParameters !== undefined) body.invalid_parameters = this.invalidParameters;
    if (this.errorData !== undefined) body.error_data = this.errorData;
    if (this.resendTime !== undefined) body.resend_time = this.resendTime;
    return body;
  }

  static fromBody(body: Partial<ApiErrorBody> | undefined, httpStatus: number): ApiError {
    const type = parseErrorName(body?.type);
    return new ApiError(type, typeof body?.message === 'string' ? body.message : type, {
      code: body?.code,
      invalidParameters: body?.invalid_parameters,
      errorData: body?.error_data,
      resendTime: typeof body?.resend_time === 'number' ? body.resend_time : undefined,
      httpStatus,
    });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The type an error's data names (`error_data.type`), if any. Spec §2: any error whose data has a
 * type shows as the user-block page, whatever its status; the banned-user error is one of them.
 */
function blockTypeOf(errorData: unknown): string | null {
  if (typeof errorData !== 'object' || errorData === null) return null;
  const type = (errorData as { type?: unknown }).type;
  return typeof type === 'string' && type !== '' ? type : null;
}

/**
 * The client's global handling (§8): a banned player, or any error whose data names a type, sees the user-block page, a disabled
 * or unavailable application the maintenance page, any other HTTP 403 the forbidden page.
 * Everything else is left to the caller.
 */
export function fatalPageFor(error: { type?: ErrorType; httpStatus: number; errorData?: unknown }): FatalPage | null {
  if (blockTypeOf(error.errorData)) return 'userBlock';
  if (error.type) {
    const fatal = (errorCatalogue[error.type] as { fatal?: FatalPage }).fatal;
    if (fatal) return fatal;
  }
  if (error.httpStatus === 403) return 'forbidden';
  return null;
}

/**
 * The popup a failed call opens wherever it was made (issue 16): a call that needs the player's
 * identity verified (`SumsubVerificationRequired`, `KycUserProfile`) leads to the verification page.
 */
export function globalPopupFor(error: { type?: ErrorType }): GlobalPopup | null {
  return error.type ? ((errorCatalogue[error.type] as { popup?: GlobalPopup }).popup ?? null) : null;
}
