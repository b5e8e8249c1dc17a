import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox } from '@nfx/ui';
import { useProviders } from '../api/game-providers';
import { displayOf } from '../common/display';
import * as styles from './HallToolbar.css';

/** Multi-select of providers; the choice goes to the URL as one comma-joined `providers` list. */
export function ProvidersFilter({ selected, onChange }: { selected: readonly string[]; onChange: (providers: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The list is only needed once the panel opens (or a pointer or focus heads for it): kept off
  // the hall's first load, where it would compete with the games and their images.
  const [wanted, setWanted] = useState(false);
  const providers = useProviders(i18n.language, { enabled: wanted || open });
  const want = () => setWanted(true);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = (sysname: string, checked: boolean) =>
    onChange(checked ? [...selected, sysname] : selected.filter((name) => name !== sysname));

  return (
    <div className={styles.providers} ref={rootRef}>
      <Button
        ref={triggerRef}
        variant="secondary"
        className={styles.providersTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => setOpen(!open)}
      >
        {selected.length > 0 ? t('casino.hall.providersSelected', { count: selected.length }) : t('casino.hall.providers')}
      </Button>
      {open && (
        <div id={panelId} className={styles.providersPanel} role="group" aria-label={t('casino.hall.providers')}>
          {providers.isPending && <p>{t('casino.common.loading')}</p>}
          {providers.isError && <p role="alert">{t('casino.hall.providersFailed')}</p>}
          {providers.data?.map((provider) => (
            <Checkbox
              key={provider.sysname}
              label={t('casino.hall.providerOption', { name: displayOf(provider).name, count: provider.games_count })}
              checked={selected.includes(provider.sysname)}
              onChange={(event) => toggle(provider.sysname, event.target.checked)}
            />
          ))}
          <div className={styles.providersActions}>
            <Button size="sm" variant="ghost" disabled={selected.length === 0} onClick={() => onChange([])}>
              {t('casino.hall.clearProviders')}
            </Button>
            <Button size="sm" onClick={() => setOpen(false)}>
              {t('casino.hall.done')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
