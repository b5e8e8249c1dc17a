import { getApiClient } from '@nfx/api-client';
import type { ChatEvent } from './chat-providers';

/**
 * POST FreshChat/storeChatEvent: one message of a signed-in player's conversation (§6: only
 * theirs are stored). Spec §8: chat failures are only logged.
 */
export function storeChatEvent(event: ChatEvent): void {
  getApiClient()
    .mutate('FreshChat.storeChatEvent', { ...event })
    .catch((error: unknown) => console.warn('[shell] chat event not stored', error));
}
