import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWallet, type Wallet } from './wallet';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger: every movement of money goes through it (see src/wallet/README.md). */
    wallet: Wallet;
  }
}

/**
 * Decorates the app with the wallet; registered before the areas so each of them can use it, and
 * after the cluster plugin, whose broadcast keeps every instance's shown balances current.
 */
export const walletPlugin = fp(
  async function walletPlugin(app: FastifyInstance) {
    app.decorate('wallet', createWallet({ broadcast: app.broadcast }));
  },
  { name: 'wallet', dependencies: ['platform:cluster'] },
);
