import type { ToastTone } from '@nfx/dialogs';
import { formatDate, formatTime } from '@nfx/format';
import type { SignInFacts } from '../api/sign-in-notice';

/** A text by key, resolved when drawn, so it follows a language change that a sign-in may cause. */
export interface NoticeText {
  key: string;
  values?: Record<string, string>;
}

export interface SignInNotice {
  id: string;
  tone: ToastTone;
  /** `null`: stays until closed. */
  durationMs?: number | null;
  title: NoticeText;
  message: NoticeText[];
}

const at = (iso: string) => ({ date: formatDate(iso), time: formatTime(iso) });

/**
 * The toasts after a sign-in (issue 16): for a player in a time-out or self-exclusion, until
 * when (it stays until closed: it decides what the player can do now); and when and from where
 * the player last signed in, so a stranger's sign-in is noticed.
 */
export function signInNotices({ previous, exclusion }: SignInFacts): SignInNotice[] {
  const notices: SignInNotice[] = [];
  if (exclusion) {
    const kind = exclusion.kind === 'time_out' ? 'timeOut' : 'selfExclusion';
    const until = exclusion.permanent || !exclusion.ends_at ? null : exclusion.ends_at;
    notices.push({
      id: 'sign-in-exclusion',
      tone: 'warning',
      durationMs: null,
      title: { key: `auth.signInNotice.${kind}Title` },
      message: [until ? { key: `auth.signInNotice.${kind}Until`, values: at(until) } : { key: 'auth.signInNotice.permanent' }],
    });
  }
  if (previous) {
    notices.push({
      id: 'sign-in-previous',
      tone: 'info',
      title: { key: 'auth.signInNotice.lastSignInTitle' },
      message: [
        { key: 'auth.signInNotice.lastSignIn', values: { ...at(previous.signed_in_at), ip: previous.ip } },
        { key: previous.same_address ? 'auth.signInNotice.sameAddress' : 'auth.signInNotice.otherAddress' },
      ],
    });
  }
  return notices;
}
