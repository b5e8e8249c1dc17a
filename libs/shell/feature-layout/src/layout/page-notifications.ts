import type { CmsConfig } from '@nfx/api-contract';

/**
 * Spec §4 and §9: loyalty notices are asked for only for a signed-in player while loyalty or
 * characters are on (both default on), and only after the first click or touch. Until all
 * three hold the shell loads nothing of the remote that shows them.
 */
export function selectNoticesOn(config: CmsConfig): boolean {
  return (config.loyalty?.isEnableLoyalty ?? true) || (config.loyalty?.isEnableCharacters ?? true);
}

export interface NotificationsMountState {
  signedIn: boolean;
  /** The first click or touch of the page view has happened. */
  interacted: boolean;
  /** undefined while the CMS config loads. */
  noticesOn: boolean | undefined;
}

export function shouldMountNotifications({ signedIn, interacted, noticesOn }: NotificationsMountState): boolean {
  return signedIn && interacted && noticesOn === true;
}
