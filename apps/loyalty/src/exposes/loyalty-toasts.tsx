import { LoyaltyToasts } from '@nfx/loyalty-feature-loyalty';

/** The toasts the shell mounts in its layout on every page (mount point `notifications`); no texts of its own to load. */
export default LoyaltyToasts;
