import { useEffect, useRef } from 'react';
import { useGeneralInfo } from '../cms/general-info';
import { scheduleFraudHit, sendTrackingHit } from './tracking';

/** The load hit once per page load, and the fraud-check hit 3 s later when the service is on. */
export function useSiteTracking(): void {
  const sent = useRef(false);
  const fraudEnabled = useGeneralInfo().data?.is_seon_enabled === true;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendTrackingHit(window.location, document.referrer);
  }, []);

  useEffect(() => (fraudEnabled ? scheduleFraudHit() : undefined), [fraudEnabled]);
}
