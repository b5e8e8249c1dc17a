import { useEffect, useRef } from 'react';
import { readBootData } from '@nfx/app-runtime';
import { useGeneralInfo } from '@nfx/account';
import { scheduleFraudHit, sendTrackingHit } from './tracking';

/**
 * The load hit once per page load; the fraud-check hit 3 s later with the fingerprint agent's
 * session when the service is on (general info) and its agent configured (boot data); the
 * monitoring beacon when a RUM URL is configured.
 */
export function useSiteTracking(): void {
  const sent = useRef(false);
  const fraudEnabled = useGeneralInfo().data?.is_seon_enabled === true;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendTrackingHit(window.location, document.referrer);
  }, []);

  // The agent's code is fetched only when the hit is due; a chunk that fails to load counts as an
  // agent that gave no session (no hit), as fingerprintSession itself answers when it cannot.
  useEffect(() => {
    const scriptUrl = readBootData()?.integrations.fingerprintScriptUrl;
    return fraudEnabled && scriptUrl
      ? scheduleFraudHit(() =>
          import(/* webpackChunkName: "fingerprint" */ './fingerprint')
            .then(({ fingerprintSession }) => fingerprintSession(scriptUrl))
            .catch(() => null),
        )
      : undefined;
  }, [fraudEnabled]);

  // Only with a monitoring URL is the beacon's code fetched; its observers ask for buffered
  // entries, so starting it a moment later loses none of the page's measurements.
  useEffect(() => {
    const boot = readBootData();
    const rumUrl = boot?.integrations.rumUrl;
    if (!boot || !rumUrl) return undefined;
    // The page the measurements belong to: a redirect may move on before the beacon's code arrives.
    const firstPath = window.location.pathname;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import(/* webpackChunkName: "web-vitals-beacon" */ './web-vitals-beacon')
      .then(({ startVitalsBeacon }) => {
        if (!stopped) stop = startVitalsBeacon(rumUrl, boot.version, { path: () => firstPath });
      })
      .catch((error: unknown) => console.warn('[shell] web vitals beacon failed to load', error));
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
}
