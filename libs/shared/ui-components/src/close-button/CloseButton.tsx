import { classNames } from '../class-names';
import { CloseIcon } from '../icons/CloseIcon';
import { closeButton } from './CloseButton.css';

export type CloseButtonProps = {
  /** Accessible name; the button shows only an icon. */
  label: string;
  onClick: () => void;
  className?: string;
};

/** Icon-only close control shared by toasts and dialogs. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button type="button" className={classNames(closeButton, className)} aria-label={label} onClick={onClick}>
      <CloseIcon />
    </button>
  );
}
