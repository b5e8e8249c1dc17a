import type { FastifyInstance } from 'fastify';
import { metadataCalls } from '@nfx/api-contract';
import { defineApiCall } from '../../http/define-api-call';
import type { ContentArea } from '../content-context';

/**
 * metadata.getgeneralinfo: the stored general info (spec §3) with the site's locales and, when
 * the operator set FORCE_LOGOUT_SECONDS, that timer; `is_seon_enabled` says whether the fraud
 * fingerprint agent is configured (FRAUD_FINGERPRINT_SCRIPT_URL).
 */
export function registerMetadataGetGeneralInfo(app: FastifyInstance, { settings, env }: ContentArea): void {
  defineApiCall(app, metadataCalls.getgeneralinfo, {
    handler: async ({ locale }) => {
      const { locales } = await locale();
      const stored = (await settings.get('general_info')) ?? {};
      return {
        ...stored,
        available_locales: locales.map((entry) => entry.code),
        ...(env.forceLogoutSeconds !== null ? { time_to_force_logout: env.forceLogoutSeconds } : {}),
        // The fingerprint runs only where its agent is configured (and the CSP lets it load).
        is_seon_enabled: app.config.integrations.fingerprint !== undefined,
      };
    },
  });
}
