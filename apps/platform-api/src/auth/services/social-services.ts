import type { AppConfig } from '../../config';

/** Social providers this server can complete a sign-in with; the demo one only in demo mode. */
export function offeredSocialServices(config: Pick<AppConfig, 'demoMode'>): string[] {
  return config.demoMode ? ['demo'] : [];
}
