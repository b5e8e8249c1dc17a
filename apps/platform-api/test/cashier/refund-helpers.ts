import type { FastifyInstance } from 'fastify';
import type { CallResult } from '../helpers/api';
import { staffCall } from '../staff/staff-member';
import { cashier, depositStatusAfter, type Player, submitHostedForm } from './cashier-helpers';

/** A paid e-wallet deposit (the method with a fee), approved on the provider's hosted page. */
export async function depositByEwallet(app: FastifyInstance, player: Player, amount: number) {
  const start = await cashier(app, player).post('makedeposit', {
    method: 'demo-ewallet',
    amount,
    requisites: JSON.stringify({ email: 'payer@example.com' }),
  });
  expect(start.body.status).toBe('ok');
  await submitHostedForm(app, `${start.body.payload.redirect_url}/ewallet`, { action: 'approve' });
  const id = start.body.payload.deposit.id as number;
  expect(await depositStatusAfter(app, player, id, ['created'])).toBe('success');
  return { id, start };
}

/** The payments team's refund of a deposit in the back office (an amount, with a reason), or a retry of its refunds in review. */
export function staffRefundAction(app: FastifyInstance, cookie: string, id: number, answer: 'refund' | 'retry', amount?: string) {
  return answer === 'refund'
    ? staffCall(app, 'refundDeposit', cookie, { id: String(id), amount: amount ?? '', reason: 'Player asked for the money back' })
    : staffCall(app, 'retryRefund', cookie, { id: String(id) });
}

/** What a staff refund call did: its outcome, or the refusal's code (`refund_not_covered` …) or type. */
export function outcomeOf(result: CallResult): string {
  if (result.body.status === 'ok') return result.body.payload.outcome as string;
  return (result.body.error.code ?? result.body.error.type) as string;
}

/** The deposits of a view of the back office's refunds page, as the payments team sees them. */
export async function staffRefundsList(app: FastifyInstance, cookie: string, view = 'refundable', query?: string) {
  const listed = await staffCall(app, 'refunds', cookie, { view, ...(query ? { query } : {}) });
  expect(listed.body.status).toBe('ok');
  return listed.body.payload.items as Array<{ id: number; status: string; refunded: string; left: string; amount: string }>;
}
