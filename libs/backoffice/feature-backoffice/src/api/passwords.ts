import { useMutation } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { ApiArguments } from '@nfx/api-contract';

/** POST staff/forgotPassword (email): a reset link goes out when a staff account has the email; answers 1 either way. */
export function forgotPassword(values: ApiArguments<'staff.forgotPassword'>): Promise<1> {
  return getApiClient().mutate('staff.forgotPassword', values);
}

/** POST staff/resetPassword (code from the link, new password twice): ends every session of the account. */
export function resetPassword(values: ApiArguments<'staff.resetPassword'>): Promise<1> {
  return getApiClient().mutate('staff.resetPassword', values);
}

/** POST staff/changePassword (current and new password): ends the member's other sessions. */
export function changePassword(values: ApiArguments<'staff.changePassword'>): Promise<1> {
  return getApiClient().mutate('staff.changePassword', values);
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
