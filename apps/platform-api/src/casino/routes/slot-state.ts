import type { FastifyInstance } from 'fastify';
import { slotCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import type { CasinoArea } from '../casino-context';
import { wireMoney } from '@nfx/money';
import { readDemoWallet } from '../services/slot/demo-wallet-cookie';
import { slotRules } from '../services/slot/slot-rules';
import { DEMO_CURRENCY } from '../services/slot/spin-service';

/** slot.state: what the game page shows before the first spin, for the mode it is opened in. */
export function registerSlotState(app: FastifyInstance, { catalogue, spins, freeSpins }: CasinoArea): void {
  defineApiCall(app, slotCalls.state, {
    handler: async ({ input, request, accountId }) => {
      const game = await catalogue.findGame(input.sysname);
      if (!game) throw new ApiError('InvalidParameter', 'Unknown game', { invalidParameters: { sysname: ['INVALID'] } });
      if (input.mode === 'demo') {
        if (!game.has_demo)
          throw new ApiError('InvalidParameter', 'This game has no demo mode', { invalidParameters: { mode: ['INVALID'] } });
        const wallet = readDemoWallet(request);
        const balance = wallet ? await spins.demoBalance(wallet) : await spins.demoBalance('');
        return {
          game: { sysname: game.sysname, name: game.name },
          mode: input.mode,
          signed_in: Boolean(accountId),
          balance: wireMoney(balance, DEMO_CURRENCY),
          bonus_balance: null,
          free_spins: null,
          ...slotRules(game.rtp_bp, DEMO_CURRENCY),
        };
      }
      const account = accountId ? await request.server.players.findById(accountId) : undefined;
      const currency = account?.currency ?? 'USD';
      const pack = accountId ? await freeSpins.activeFor(accountId, game.id) : undefined;
      const balances = account ? await request.server.wallet.balances(request.server.database.db, account.id, currency) : undefined;
      return {
        game: { sysname: game.sysname, name: game.name },
        mode: input.mode,
        signed_in: Boolean(account),
        balance: balances ? wireMoney(balances.main, currency) : null,
        // A stake main money cannot pay comes from here (bonus isolation rules), so the page shows both.
        bonus_balance: balances ? wireMoney(balances.bonus, currency) : null,
        free_spins: pack ? { pack_id: pack.id, remaining_count: pack.remaining_count, stake: wireMoney(pack.stake, pack.currency) } : null,
        ...slotRules(game.rtp_bp, currency),
      };
    },
  });
}
