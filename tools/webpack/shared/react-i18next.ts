/**
 * What the browser apps share as `react-i18next` (see react-router.ts for why a facade). `Trans`
 * is left out on purpose: it brings an HTML parser into every page; add it here if a component
 * needs it. Listed names are checked by tools/lint/shared-facades.spec.ts.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-full';
