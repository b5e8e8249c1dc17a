import type { FastifyRequest } from 'fastify';
import { ApiError } from '@nfx/errors';
import { encodeMessage, messageKeys } from '@nfx/validation';
import { PAYMENT_METHODS, type PaymentMethod } from '../methods';
import type { PaymentProvider } from '../providers/payment-provider';

/** The methods whose provider serves this request (the demo provider only in demo mode, to allowed browsers). */
export function availableMethods(providers: ReadonlyMap<string, PaymentProvider>, request: FastifyRequest): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => providers.get(method.provider)?.available(request));
}

export function methodFor(
  providers: ReadonlyMap<string, PaymentProvider>,
  request: FastifyRequest,
  sysname: string,
): { method: PaymentMethod; provider: PaymentProvider } {
  const method = availableMethods(providers, request).find((candidate) => candidate.sysname === sysname);
  if (!method)
    throw new ApiError('InvalidParameter', 'No such payment method', { invalidParameters: { method: [messageKeys.wrongField] } });
  return { method, provider: providers.get(method.provider)! };
}

/** The Sum rule's bounds (§5), checked against the method: the same message the form shows. */
export function checkAmount(amount: number, bounds: { min: number; max: number }): void {
  if (amount < bounds.min || amount > bounds.max) {
    throw new ApiError('InvalidParameter', 'Amount out of bounds', {
      invalidParameters: { amount: [encodeMessage(messageKeys.sum, { min: bounds.min, max: bounds.max })] },
    });
  }
}
