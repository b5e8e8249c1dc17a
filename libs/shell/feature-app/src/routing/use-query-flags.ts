import { useEffect, useRef } from 'react';
import { type Location, useNavigate } from 'react-router';
import { openAuthDialog } from '@nfx/dialogs';
import { useSession } from '@nfx/session';
import { selectRedirects, useCmsConfig } from '@nfx/cms-config';
import {
  BACK_URL_STORAGE_KEY,
  backUrlFromQuery,
  hasPopupFlags,
  PAYMENT_BACK_URL_STORAGE_KEY,
  PROMO_CODE_STORAGE_KEY,
  popupFromQuery,
  resolvePromoCode,
  withoutPopupFlags,
} from '@nfx/shell-feature-core';

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    // Private mode or a full quota: the flag is lost, the page still works.
    console.warn(`[shell] could not store ${key}`, error);
  }
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Spec §2 query flags: the popup flags open the auth popup (and leave the URL when it closes),
 * promo_code replaces the stored code, a safe backUrl is kept for later.
 */
export function useQueryFlags(location: Location, pathWithoutLocale: string): void {
  const navigate = useNavigate();
  const { isLoading, isAuthenticated } = useSession();
  const redirects = useCmsConfig(selectRedirects).data;
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    const { code, store } = resolvePromoCode(location.search, readStorage(PROMO_CODE_STORAGE_KEY));
    if (code && store) writeStorage(PROMO_CODE_STORAGE_KEY, code);
  }, [location.search]);

  useEffect(() => {
    const backUrl = backUrlFromQuery(location.search, window.location.origin, redirects?.allowedRedirectHosts ?? []);
    if (!backUrl) return;
    const isPayment = pathWithoutLocale.split('/')[1] === 'cashier';
    writeStorage(isPayment ? PAYMENT_BACK_URL_STORAGE_KEY : BACK_URL_STORAGE_KEY, backUrl);
  }, [location.search, pathWithoutLocale, redirects]);

  useEffect(() => {
    // The session decides: a signed-in player is not asked to sign in again.
    if (isLoading || handledSearch.current === location.search) return;
    handledSearch.current = location.search;
    const request = popupFromQuery(location.search, pathWithoutLocale);
    if (!request || isAuthenticated) return;
    openAuthDialog({
      mode: request.mode,
      preventClose: request.preventClose,
      onClose: () => {
        // Read the URL at closing time: after a sign-in the popup may already have navigated away.
        const { pathname, search, hash } = window.location;
        if (hasPopupFlags(search)) navigate(`${pathname}${withoutPopupFlags(search)}${hash}`, { replace: true });
      },
    });
  }, [isLoading, isAuthenticated, location.search, pathWithoutLocale, navigate]);
}
