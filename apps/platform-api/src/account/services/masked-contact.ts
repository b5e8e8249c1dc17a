import type { MaskedContact } from '@nfx/api-contract';
import type { ContactRow } from '../../db/tables/account';

const HIDDEN = '•••';

/**
 * A contact as a page opened from a mail link may show it: enough for its owner to recognise
 * (`p•••r@example.com`, `+371•••01`), too little to learn someone's address from a forwarded link.
 */
export function maskedContactOf(contact: Pick<ContactRow, 'kind' | 'value'>): MaskedContact {
  if (contact.kind === 'email') {
    const at = contact.value.lastIndexOf('@');
    const local = contact.value.slice(0, at);
    const last = local.length > 2 ? local.slice(-1) : '';
    return { type: 'email', contact: `${local.slice(0, 1)}${HIDDEN}${last}${contact.value.slice(at)}` };
  }
  const digits = contact.value;
  return { type: 'phone', contact: `+${digits.slice(0, 3)}${HIDDEN}${digits.slice(-2)}` };
}
