import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@nfx/app-runtime';
import { Button, Input } from '@nfx/ui';

/** Games search opened from the shell's header: sends the player to the hall filtered by the query. */
export function GamesSearchPopup({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = query.trim();
    navigate(localized(search ? `/gamehall?search=${encodeURIComponent(search)}` : '/gamehall'));
    onClose?.();
  };
  return (
    <form role="search" onSubmit={submit}>
      <Input label={t('casino.search.label')} value={query} onChange={(event) => setQuery(event.target.value)} autoFocus />
      <Button type="submit">{t('common.search')}</Button>
    </form>
  );
}
