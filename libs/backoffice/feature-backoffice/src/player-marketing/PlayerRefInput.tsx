import type { ComponentProps } from 'react';
import { Input } from '@nfx/ui';
import { STAFF_PLAYER_REF_MAX_LENGTH } from '@nfx/validation';

/** A player named by login, email, phone or `#id`: a reference, not a word to spell-check or autofill. */
export function PlayerRefInput(props: ComponentProps<typeof Input>) {
  return <Input autoComplete="off" spellCheck={false} maxLength={STAFF_PLAYER_REF_MAX_LENGTH} {...props} />;
}
