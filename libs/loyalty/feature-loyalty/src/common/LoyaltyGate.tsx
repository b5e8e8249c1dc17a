import type { ReactNode } from 'react';
import { SectionNotFound } from '@nfx/app-runtime';
import { useLoyaltyConfig } from './use-loyalty-config';

/** The loyalty pages exist only while `isEnableLoyalty` is on (§3): otherwise they are not found. */
export function LoyaltyGate({ children }: { children: ReactNode }) {
  const config = useLoyaltyConfig();
  if (!config) return null;
  if (!config.isEnableLoyalty) return <SectionNotFound />;
  return <>{children}</>;
}
