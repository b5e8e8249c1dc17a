import { useTranslation } from 'react-i18next';
import { showToast } from '@nfx/dialogs';
import { fetchSignInFacts } from '../api/sign-in-notice';
import { type NoticeText, signInNotices } from './sign-in-notices';

function Text({ texts }: { texts: readonly NoticeText[] }) {
  const { t } = useTranslation();
  return <>{texts.map((text) => t(text.key, text.values)).join(' ')}</>;
}

/** Asks what the player must know after signing in and shows it as toasts; a failure only loses the notice. */
export async function showSignInNotices(): Promise<void> {
  const facts = await fetchSignInFacts();
  for (const notice of signInNotices(facts)) {
    showToast({
      id: notice.id,
      tone: notice.tone,
      durationMs: notice.durationMs,
      title: <Text texts={[notice.title]} />,
      message: <Text texts={notice.message} />,
    });
  }
}
