import type { FastifyInstance } from 'fastify';
import { cashier, depositStatusAfter, type Player, submitHostedForm } from './cashier-helpers';

/** The demo operator's refunds page. */
export const REFUNDS_SECTION = '/demo/operator/refunds';

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

export interface OperatorSession {
  html: string;
  cookie: string;
  csrf: string;
}

/** The refunds page as the operator opens it, with its CSRF cookie. */
export async function operatorRefundsPage(app: FastifyInstance): Promise<OperatorSession> {
  const page = await app.inject({ method: 'GET', url: REFUNDS_SECTION });
  const cookie = page.cookies.find((entry) => entry.name === 'operator_csrf')!;
  return { html: page.body, cookie: `operator_csrf=${cookie.value}`, csrf: cookie.value };
}

/** The operator's answer on one deposit of the refunds page: refund (an amount, or all that is left) or retry. */
export function operatorRefundAction(
  app: FastifyInstance,
  id: number,
  answer: 'refund' | 'retry',
  session: Pick<OperatorSession, 'cookie' | 'csrf'>,
  amount?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${REFUNDS_SECTION}/${id}/action`,
    payload: new URLSearchParams({ csrf: session.csrf, answer, ...(amount ? { amount } : {}) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4200', cookie: session.cookie },
  });
}
