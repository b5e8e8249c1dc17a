import type { FastifyInstance } from 'fastify';
import { slotCalls } from '@nfx/api-contract';
import { ApiError } from '@nfx/errors';
import { defineApiCall } from '../../http/define-api-call';
import { fingerprintOf, requireIdempotencyKey } from '../../http/idempotency';
import type { CasinoArea } from '../casino-context';
import { ensureDemoWallet } from '../services/slot/demo-wallet-cookie';
import { toSpinPayload } from '../services/spin-payload';

/**
 * slot.spin: one spin, drawn on the server with node:crypto. Play mode moves the player's main
 * balance (signed-in only) and takes an Idempotency-Key, so a retried request plays once; demo
 * mode moves the browser's fun wallet, which is not money, and ignores the key.
 */
export function registerSlotSpin(app: FastifyInstance, { catalogue, spins }: CasinoArea): void {
  defineApiCall(app, slotCalls.spin, {
    rateLimit: { max: 600, timeWindow: '1 minute' },
    handler: async ({ input, request, reply, accountId }) => {
      const game = await catalogue.findGame(input.sysname);
      if (!game) throw new ApiError('InvalidParameter', 'Unknown game', { invalidParameters: { sysname: ['INVALID'] } });
      if (input.mode === 'demo') {
        if (!game.has_demo)
          throw new ApiError('InvalidParameter', 'This game has no demo mode', { invalidParameters: { mode: ['INVALID'] } });
        const wallet = ensureDemoWallet(request, reply);
        return toSpinPayload(await spins.playDemo(wallet, accountId, game, input.stake));
      }
      if (!accountId) throw new ApiError('Authorization', 'Authorization required');
      const key = requireIdempotencyKey(request);
      const fingerprint = fingerprintOf({ sysname: game.sysname, stake: input.stake, free_spin_pack_id: input.free_spin_pack_id });
      const result = await spins.playReal(accountId, game, input.stake, input.free_spin_pack_id, { key, fingerprint });
      // The accounts repository caches rows; the balance just changed under it.
      request.server.players.forget(accountId);
      return toSpinPayload(result);
    },
  });
}
