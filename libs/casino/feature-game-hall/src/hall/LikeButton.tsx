import { useTranslation } from 'react-i18next';
import * as styles from './LikeButton.css';

export interface LikeButtonProps {
  gameName: string;
  liked: boolean;
  onToggle: () => void;
  className?: string;
}

/** The heart on a game tile: a toggle button whose pressed state is the like. */
export function LikeButton({ gameName, liked, onToggle, className }: LikeButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-pressed={liked}
      aria-label={t('casino.likes.toggle', { name: gameName })}
      onClick={onToggle}
    >
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={liked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
