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
  type GlobalPopup,
} from './catalogue';
export {
  ApiError,
  isApiError,
  fatalPageFor,
  globalPopupFor,
  type ApiErrorBody,
  type ApiErrorDetails,
  type InvalidParameters,
} from './api-error';
