import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '@nfx/errors';
import type { CasinoServices } from '../../casino';
import { toMoney } from '../../casino/money';
import { ensureDemoWallet } from '../../casino/slot/demo-wallet-cookie';
import type { SpinResult } from '../../casino/slot/spin-service';
import { defineApiCall } from '../../http/define-api-call';
import { fingerprintOf, requireIdempotencyKey } from '../../http/idempotency';
import { idSchema, inputObject } from './schemas';
import { modeSchema, stakeSchema, sysnameSchema } from './slot-schemas';

function spinPayload(result: SpinResult) {
  return {
    round_id: result.roundId,
    reels: result.outcome.reels,
    wins: result.outcome.wins.map((win) => ({
      line: win.line,
      symbol: win.symbol,
      count: win.count,
      amount: toMoney(win.amount, result.currency),
    })),
    stake: toMoney(result.stake, result.currency),
    win: toMoney(result.win, result.currency),
    balance: toMoney(result.balance, result.currency),
    jackpots: result.jackpots.map((hit) => ({ sysname: hit.sysname, amount: toMoney(hit.amount, result.currency) })),
    free_spins_left: result.freeSpinsLeft,
  };
}

/**
 * One spin, drawn on the server with node:crypto. Play mode moves the player's main balance
 * (signed-in only) and takes an Idempotency-Key, so a retried request plays once; demo mode
 * moves the browser's fun wallet, which is not money, and ignores the key.
 */
export function registerSlotSpin(app: FastifyInstance, casino: CasinoServices): void {
  defineApiCall(app, {
    area: 'slot',
    method: 'spin',
    verb: 'POST',
    summary:
      'Spins a slot: sysname, mode (demo|play), stake (major units, one of the offered stakes), free_spin_pack_id (play only); play takes an Idempotency-Key',
    idempotencyKey: true,
    input: inputObject({ sysname: sysnameSchema, mode: modeSchema, stake: stakeSchema, free_spin_pack_id: v.optional(idSchema) }),
    rateLimit: { max: 600, timeWindow: '1 minute' },
    handler: async ({ input, request, reply, accountId }) => {
      const game = await casino.catalogue.findGame(input.sysname);
      if (!game) throw new ApiError('InvalidParameter', 'Unknown game', { invalidParameters: { sysname: ['INVALID'] } });
      if (input.mode === 'demo') {
        if (!game.has_demo)
          throw new ApiError('InvalidParameter', 'This game has no demo mode', { invalidParameters: { mode: ['INVALID'] } });
        const wallet = ensureDemoWallet(request, reply);
        return spinPayload(await casino.spins.playDemo(wallet, accountId, game, input.stake));
      }
      if (!accountId) throw new ApiError('Authorization', 'Authorization required');
      const key = requireIdempotencyKey(request);
      const fingerprint = fingerprintOf({ sysname: game.sysname, stake: input.stake, free_spin_pack_id: input.free_spin_pack_id });
      const result = await casino.spins.playReal(accountId, game, input.stake, input.free_spin_pack_id, { key, fingerprint });
      // The account area caches rows; the balance just changed under it.
      request.server.players.forget(accountId);
      return spinPayload(result);
    },
  });
}
