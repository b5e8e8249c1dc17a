import type { WithdrawMethod, WithdrawSettings } from '@nfx/api-contract';

/**
 * The amounts a withdrawal by this method may take now: at least the method's minimum, at most
 * the least of its maximum, the main balance, the per-withdrawal limit and what is left of the period.
 */
export function withdrawBounds(method: WithdrawMethod, settings: WithdrawSettings): { min: number; max: number } {
  const max = Math.floor(
    Math.min(method.max_amount, settings.available.amount, settings.limits.per_withdrawal.amount, settings.limits.period_left.amount),
  );
  return { min: method.min_amount, max };
}

/** What the player must do before a withdrawal is accepted, in the order the cashier asks for it. */
export function outstandingRequirements(settings: WithdrawSettings): Array<keyof WithdrawSettings['requirements']> {
  return (['verify_identity', 'confirm_contact', 'fill_profile'] as const).filter((name) => settings.requirements[name]);
}
