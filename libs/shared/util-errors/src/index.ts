export {
  errorCatalogue,
  errorTypes,
  isErrorType,
  toErrorName,
  parseErrorName,
  httpStatusOf,
  messageKeyOf,
  type ErrorType,
  type ErrorName,
  type FatalPage,
} from './catalogue';
export { ApiError, isApiError, fatalPageFor, type ApiErrorBody, type ApiErrorDetails, type InvalidParameters } from './api-error';
