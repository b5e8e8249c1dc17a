import { useEffect, useRef } from 'react';
import { readBootData } from '@nfx/app-runtime';
import { useGeneralInfo } from '@nfx/account';
import { fingerprintSession } from './fingerprint';
import { scheduleFraudHit, sendTrackingHit } from './tracking';
import { startVitalsBeacon } from './web-vitals-beacon';

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

  useEffect(() => {
    const scriptUrl = readBootData()?.integrations.fingerprintScriptUrl;
    return fraudEnabled && scriptUrl ? scheduleFraudHit(() => fingerprintSession(scriptUrl)) : undefined;
  }, [fraudEnabled]);

  useEffect(() => {
    const boot = readBootData();
    return boot?.integrations.rumUrl ? startVitalsBeacon(boot.integrations.rumUrl, boot.version) : undefined;
  }, []);
}
