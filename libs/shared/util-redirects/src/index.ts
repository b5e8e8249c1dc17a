export { matchRedirect, type RedirectContext, type RedirectMatch, type RedirectRule, type RedirectSource } from './match-redirect';
export { allowedExternalUrl, isAllowedRedirectTarget, isInternalPath } from './redirect-target';
