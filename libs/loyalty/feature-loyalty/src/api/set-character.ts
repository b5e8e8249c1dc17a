import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@nfx/api-client';
import type { Character } from '@nfx/api-contract';
import { loyaltyKeys } from './loyalty-keys';

/** POST loyalty/setcharacter (id): the player's character becomes another one. */
export function setCharacter(id: number): Promise<{ character: Character }> {
  return getApiClient().mutate('loyalty.setcharacter', { id });
}

export function useSetCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.info }),
  });
}
