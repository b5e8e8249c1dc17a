import type { Session, SessionList, SignInRecord } from '@nfx/api-contract';
import type { SessionRow, SignInRow } from '../../db/tables/account';
import { networkKindOf, plainAddress } from './network-kind';
import { sessionDeviceOf } from './session-device';
import { isSessionExpired } from './session-policy';

function whereFrom(ip: string | null, requestIp: string) {
  const address = plainAddress(ip);
  return { ip: address, network: networkKindOf(address), same_address: address !== '' && address === plainAddress(requestIp) };
}

export function sessionItemOf(session: SessionRow, currentTokenHash: string | null, requestIp: string): Session {
  return {
    id: session.id,
    is_current: session.token_hash === currentTokenHash,
    device: sessionDeviceOf(session.user_agent),
    ...whereFrom(session.ip, requestIp),
    signed_in_at: session.created_at.toISOString(),
    last_active_at: session.last_seen_at.toISOString(),
  };
}

export function signInRecordOf(signIn: SignInRow, requestIp: string): SignInRecord {
  return {
    signed_in_at: signIn.signed_in_at.toISOString(),
    ...whereFrom(signIn.ip, requestIp),
    device: sessionDeviceOf(signIn.user_agent),
  };
}

/** The live sessions (expired ones wait for the clean-up and are left out), the current one first. */
export function sessionListOf(
  sessions: SessionRow[],
  previousSignIn: SignInRow | undefined,
  context: { currentTokenHash: string | null; requestIp: string; now: Date },
): SessionList {
  const items = sessions
    .filter((session) => !isSessionExpired(session, context.now))
    .map((session) => sessionItemOf(session, context.currentTokenHash, context.requestIp))
    .sort((a, b) => Number(b.is_current) - Number(a.is_current));
  return { items, previous_sign_in: previousSignIn ? signInRecordOf(previousSignIn, context.requestIp) : null };
}
