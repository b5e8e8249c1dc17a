import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { selectChat, useCmsConfig } from '@nfx/cms-config';
import { paths } from '@nfx/paths';
import { isChatHiddenPath } from '../behaviours/chat/chat-paths';
import { openSupportChat, useSupportChat } from '../behaviours/chat/support-chat';
import * as styles from './ChatButton.css';

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

/**
 * The site's chat button (§2 chat badge): opens the configured support chat, with its unread
 * count; with no chat configured it leads to the support page instead of vanishing. Hidden on
 * the betting and game routes.
 */
export default function ChatButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localized = useLocalizedPath();
  const chat = useCmsConfig(selectChat).data;
  const { unread } = useSupportChat();
  if (isChatHiddenPath(pathname)) return null;
  const configured = Boolean(chat && chat.chat !== 'none' && chat.chat);
  if (!configured)
    return (
      <Link className={styles.button} to={localized(paths.support())} aria-label={t('shell.chat.support')} data-chat-button="support">
        <ChatIcon />
      </Link>
    );
  const label = unread > 0 ? `${t('shell.chat.open')}, ${t('shell.chat.unread', { unread })}` : t('shell.chat.open');
  return (
    <button type="button" className={styles.button} aria-label={label} data-chat-button="chat" onClick={openSupportChat}>
      <ChatIcon />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-chat-unread="">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
