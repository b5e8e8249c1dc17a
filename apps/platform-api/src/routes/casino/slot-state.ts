import type { FastifyInstance } from 'fastify';
import { ApiError } from '@nfx/errors';
import type { CasinoServices } from '../../casino';
import { toMoney } from '../../casino/money';
import { readDemoWallet } from '../../casino/slot/demo-wallet-cookie';
import { activeFreeSpinPack, slotRules } from '../../casino/slot/slot-state';
import { DEMO_CURRENCY } from '../../casino/slot/spin-service';
import { defineApiCall } from '../../http/define-api-call';
import { inputObject, queryCommon } from './schemas';
import { modeSchema, sysnameSchema } from './slot-schemas';

export function registerSlotState(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'slot',
    method: 'state',
    verb: 'GET',
    summary: 'Game page state: balance for the mode (null for a visitor in play mode), stakes, paytable, free spins',
    input: inputObject({ ...queryCommon, sysname: sysnameSchema, mode: modeSchema }),
    handler: async ({ input, request, accountId }) => {
      const game = await casino.catalogue.findGame(input.sysname);
      if (!game) throw new ApiError('InvalidParameter', 'Unknown game', { invalidParameters: { sysname: ['INVALID'] } });
      if (input.mode === 'demo') {
        if (!game.has_demo)
          throw new ApiError('InvalidParameter', 'This game has no demo mode', { invalidParameters: { mode: ['INVALID'] } });
        const wallet = readDemoWallet(request);
        const balance = wallet ? await casino.spins.demoBalance(wallet) : await casino.spins.demoBalance('');
        return {
          game: { sysname: game.sysname, name: game.name },
          mode: input.mode,
          signed_in: Boolean(accountId),
          balance: toMoney(balance, DEMO_CURRENCY),
          free_spins: null,
          ...slotRules(game.rtp_bp, DEMO_CURRENCY),
        };
      }
      const account = accountId ? await request.server.players.findById(accountId) : undefined;
      const currency = account?.currency ?? 'USD';
      const pack = accountId ? await activeFreeSpinPack(app.database.db, accountId, game.id) : undefined;
      return {
        game: { sysname: game.sysname, name: game.name },
        mode: input.mode,
        signed_in: Boolean(account),
        balance: account ? toMoney(account.balance_main, currency) : null,
        free_spins: pack ? { pack_id: pack.id, remaining_count: pack.remaining_count, stake: toMoney(pack.stake, pack.currency) } : null,
        ...slotRules(game.rtp_bp, currency),
      };
    },
  });
}
