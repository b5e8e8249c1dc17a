import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedNavLink } from '@nfx/app-runtime';
import { visuallyHidden } from '@nfx/design-tokens';
import { formatMoney } from '@nfx/format';
import type { AccountInfo } from '@nfx/session';
import type { AccountMenuEntry } from './account-menu-entries';
import { indexByFirstLetter, nextMenuIndex } from './menu-keys';
import { muted } from '@nfx/ui';
import * as styles from './AccountMenu.css';

type Money = AccountInfo['balance_main'];

export interface AccountMenuProps {
  account: AccountInfo;
  /** The links (accountMenuEntries); sign out always follows them. */
  entries: readonly AccountMenuEntry[];
  /** The refreshed main balance when there is one, else the account's own. */
  balance: Money;
  onSignOut: () => void;
  signingOut: boolean;
}

function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The signed-in player's menu (WAI-ARIA APG menu button): the header button shows the balance;
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home, End and
 * a first letter move inside; Esc closes it back onto the button, Tab closes it and moves on.
 */
export function AccountMenu({ account, entries, balance, onSignOut, signingOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<Array<HTMLElement | null>>([]);
  // Which item to focus once the menu has rendered: a first item or last item on opening.
  const [open, setOpen] = useState<null | 'first' | 'last'>(null);
  const count = entries.length + 1;

  const focusItem = (index: number) => itemsRef.current[index]?.focus();
  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(open === 'first' ? 0 : count - 1);
  }, [open, count]);

  // A press anywhere outside closes it, as a native menu would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemsRef.current.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      // The dialog host listens for Esc on the document; an open menu is the innermost layer.
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = nextMenuIndex(event.key, current, count);
    if (next !== null) {
      event.preventDefault();
      focusItem(next);
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const labels = itemsRef.current.map((item) => item?.textContent ?? '');
      const found = indexByFirstLetter(labels, current, event.key);
      if (found >= 0) focusItem(found);
    }
  };

  const bonus = account.balance_bonus;
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
        data-account-menu-button=""
      >
        <span className={styles.balance} data-testid="header-balance">
          <span className={visuallyHidden}>{t('common.balance')}</span> {formatMoney(balance.amount, balance.currency)}
        </span>
        <span className={visuallyHidden}>{t('layout.account.menu')}</span>
        <ChevronIcon />
      </button>
      {open && (
        <div className={styles.popup}>
          <p className={styles.summary}>
            <span className={muted({ size: 'inherit' })}>{account.fakename || account.login}</span>
            <span className={styles.summaryLine}>
              <span>{t('common.balance')}</span>
              <span>{formatMoney(balance.amount, balance.currency)}</span>
            </span>
            {bonus.amount > 0 && (
              <span className={styles.summaryLine}>
                <span>{t('layout.account.bonusBalance')}</span>
                <span>{formatMoney(bonus.amount, bonus.currency)}</span>
              </span>
            )}
          </p>
          <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKeyDown}>
            {entries.map((entry, index) => (
              <li key={entry.id} role="none">
                <LocalizedNavLink
                  ref={(element) => {
                    itemsRef.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  to={entry.to}
                  onClick={() => close(false)}
                  data-account-menu-item={entry.id}
                >
                  {t(entry.labelKey)}
                </LocalizedNavLink>
              </li>
            ))}
            <li role="separator" className={styles.separator} />
            <li role="none">
              <button
                ref={(element) => {
                  itemsRef.current[entries.length] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                aria-disabled={signingOut || undefined}
                onClick={() => {
                  if (signingOut) return;
                  setOpen(null);
                  onSignOut();
                }}
              >
                {t('common.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
