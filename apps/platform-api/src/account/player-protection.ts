import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerGetProtection } from './routes/get-protection';
import { registerGetProtectionHistory } from './routes/get-protection-history';
import { registerGetRealityCheck } from './routes/get-reality-check';
import { registerRemoveProtectionLimit } from './routes/remove-protection-limit';
import { registerSelfExclude } from './routes/self-exclude';
import { registerSetProtectionLimit } from './routes/set-protection-limit';
import { registerSetRealityCheck } from './routes/set-reality-check';
import { createPlayerProtection, type PlayerProtection } from './services/player-protection';

export { assertMayDeposit, assertMayStake, isExcluded, type DepositCheck, type StakeCheck } from './services/player-protection-checks';
export type { PlayerProtection } from './services/player-protection';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Responsible gaming: the checks the cashier, the slot and bonuses make in their own
     * transactions (`assertMayDeposit`, `assertMayStake`, `isExcluded`), and the player's settings.
     */
    playerProtection: PlayerProtection;
  }
}

const routes = [
  registerGetProtection,
  registerSetProtectionLimit,
  registerRemoveProtectionLimit,
  registerSelfExclude,
  registerSetRealityCheck,
  registerGetRealityCheck,
  registerGetProtectionHistory,
];

/**
 * Player protection, part of the account area (its calls are `account.*`): deposit, loss, wager
 * and session-time limits (stricter at once, looser after 24 hours), time-out and self-exclusion,
 * reality checks, and the audit list of every change. Registered right after the account area.
 */
export const playerProtectionPlugin = fp(
  async function playerProtection(app: FastifyInstance) {
    const protection = createPlayerProtection(app.database.db, app.players);
    app.decorate('playerProtection', protection);
    for (const register of routes) register(app, protection);
  },
  { name: 'area:player-protection', dependencies: ['area:account'] },
);
